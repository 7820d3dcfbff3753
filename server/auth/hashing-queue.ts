// A small admission queue for password hashing. scrypt runs on libuv's thread pool (4 threads, shared with file
// reads and compression) and takes 32 MiB per hash, so a flood of sign-in or set-up requests must not be able to
// start them all at once: the extra ones wait in a short line, and beyond that line they are turned away at once.

/** The line is full (or this client already holds its share of it): the caller answers 429 with Retry-After. */
export class HashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("password hashing is busy");
  }
}

export interface HashingLimits {
  /** Hashes computed at the same time. */
  running: number;
  /** Hashes waiting for a free slot; past this a request is refused rather than kept waiting. */
  waiting: number;
  /** Hashes one client (one address) may have running or waiting, so that one client's burst cannot fill the
   * whole line and push everybody else's sign-in out of it. */
  perClient: number;
}

export class HashingQueue {
  private running = 0;
  private readonly line: Array<() => void> = [];
  private readonly perClient = new Map<string, number>();
  /** A running estimate of one hash, for Retry-After. */
  private averageMs = 100;
  /** What the queue has done, for tests and diagnostics. */
  readonly stats = { started: 0, refused: 0, peakRunning: 0, peakWaiting: 0 };

  constructor(private readonly limits: HashingLimits) {}

  /** Runs `task` (one password hash or verification) for `client` when a slot is free, or throws HashingBusyError. */
  async run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const held = this.perClient.get(client) ?? 0;
    const mustWait = this.running >= this.limits.running;
    if (held >= this.limits.perClient || (mustWait && this.line.length >= this.limits.waiting)) {
      this.stats.refused++;
      throw new HashingBusyError(this.retryAfterSeconds());
    }
    this.perClient.set(client, held + 1);
    try {
      if (mustWait) {
        // The finishing task hands its slot over directly (see below), so `running` is already counted.
        await new Promise<void>((resolve) => {
          this.line.push(resolve);
          this.stats.peakWaiting = Math.max(this.stats.peakWaiting, this.line.length);
        });
      } else {
        this.running++;
      }
      this.stats.started++;
      this.stats.peakRunning = Math.max(this.stats.peakRunning, this.running);
      const startedAt = performance.now();
      try {
        return await task();
      } finally {
        this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - startedAt);
        const next = this.line.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      const left = this.perClient.get(client)! - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    }
  }

  /** About when the current line will have drained, in whole seconds (at least 1). */
  private retryAfterSeconds() {
    const rounds = Math.ceil(this.line.length / this.limits.running) + 1;
    return Math.max(1, Math.ceil((rounds * this.averageMs) / 1000));
  }
}
