// Nobody else watches the embedded PostgreSQL: when it dies without being asked to (killed, crashed), the app starts
// it again on the same port, and PostgreSQL recovers every committed transaction from its WAL. Attempts back off
// exponentially up to a few seconds and never stop while the app runs: the pool and the read pipeline reconnect by
// themselves, and until then every request is a 503 (docs/decisions/0018).
import type { EmbeddedPostgres } from "./embedded";

/** Where restarts are reported (the app's pino logger). */
export interface SupervisorLog {
  error(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

interface SupervisorOptions {
  /** The first retry's delay; each failed attempt doubles it, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A server that stays up this long after a restart starts a crash after it with the first delay again. */
  stableAfterMs?: number;
}

export function superviseEmbedded(
  server: Pick<EmbeddedPostgres, "onUnexpectedExit" | "recover">,
  log: SupervisorLog,
  { firstDelayMs = 100, maxDelayMs = 5_000, stableAfterMs = 60_000 }: SupervisorOptions = {},
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  /** Attempts since the server was last stable: a server that keeps dying is not restarted in a tight loop. */
  let failures = 0;
  let backAt = -Infinity;

  const schedule = (downSince: number) => {
    const delayMs = Math.min(firstDelayMs * 2 ** failures, maxDelayMs);
    timer = setTimeout(() => {
      timer = undefined;
      if (stopped) return;
      failures++;
      attempt = server.recover().then(
        () => {
          backAt = Date.now();
          log.warn({ attempts: failures, downMs: backAt - downSince }, "the embedded database is running again");
        },
        (error: unknown) => {
          if (stopped) return;
          log.error(
            { attempt: failures, err: { message: (error as Error).message } },
            "could not start the embedded database again; trying again",
          );
          schedule(downSince);
        },
      );
    }, delayMs);
  };

  server.onUnexpectedExit((how) => {
    if (stopped) return;
    if (Date.now() - backAt >= stableAfterMs) failures = 0;
    log.error({ how }, "the embedded database stopped unexpectedly; starting it again");
    schedule(Date.now());
  });

  return {
    /** No more restarts (the app is stopping the server itself); waits for an attempt under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await attempt;
    },
  };
}
