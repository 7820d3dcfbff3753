// The product's one durable job queue (docs/decisions/0044): graphile-worker on the app's own PostgreSQL (embedded or
// DATABASE_URL), in its schema graphile_worker. Jobs are rows, so a job added survives a restart; a scheduled job
// (a cron pattern, in UTC) is queued once per match whichever instances run, and each job is run by one of them.
// Started with the server and stopped with it (server/index.ts). A later job (a deposit released, a guest list sent
// to the FNRH, a channel synced) is one more JobDefinition in JOBS (server/jobs/definitions.ts).
import pg from "pg";
import { Logger as WorkerLogger, parseCronItems, run, type Runner, type TaskList } from "graphile-worker";
import type { Logger } from "../logger";

/** One kind of job: what it does with its payload and, for a scheduled one, when (a cron pattern in UTC). */
export interface JobDefinition {
  name: string;
  /** `queue` adds follow-up jobs (on the queue's own connection, as `Jobs.add`). */
  run(payload: unknown, queue: Pick<Jobs, "add">): Promise<void>;
  /** e.g. "0 6 * * *": every day at 06:00 UTC (03:00 in Brasília). Queued once per match across instances. */
  schedule?: string;
  /** Tries before it is given up (kept in graphile_worker's tables, with its last error). Default 3. */
  maxAttempts?: number;
}

export interface Jobs {
  /** Queues a job of a registered kind; `key` replaces a queued job with the same key rather than adding one. */
  add(name: string, payload?: unknown, options?: { key?: string; runAt?: Date }): Promise<void>;
  /** Stops taking jobs, waits for the running ones to finish, closes its connections. */
  stop(): Promise<void>;
}

/** graphile-worker's log lines into the app's log: its errors and warnings as such, its chatter at debug. */
const workerLogger = (logger: Logger) =>
  new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { jobs: { ...scope, ...meta } };
    if (level === "error") logger.error(fields, message);
    else if (level === "warning") logger.warn(fields, message);
    else logger.debug(fields, message);
  });

/**
 * Starts the queue on `connectionString` (its own few connections, beside the app's pool): installs or updates its
 * schema, then runs due jobs one at a time and queues the scheduled ones.
 */
export async function startJobs(options: {
  connectionString: string;
  definitions: JobDefinition[];
  logger: Logger;
  /** How often the queue looks for due jobs beside the notifications PostgreSQL sends (ms). */
  pollInterval?: number;
}): Promise<Jobs> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 3 });
  pool.on("error", () => {}); // a dropped idle connection is replaced; graphile-worker reconnects its listener
  const known = new Map(options.definitions.map((job) => [job.name, job]));
  const adder =
    (addJob: (name: string, payload: object, spec: object) => Promise<unknown>): Jobs["add"] =>
    async (name, payload = {}, spec = {}) => {
      const job = known.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      await addJob(name, payload as object, { jobKey: spec.key, runAt: spec.runAt, maxAttempts: job.maxAttempts ?? 3 });
    };
  const taskList: TaskList = Object.fromEntries(
    options.definitions.map((job) => [
      job.name,
      (payload: unknown, helpers: { addJob: (name: string, payload: object, spec: object) => Promise<unknown> }) =>
        job.run(payload, { add: adder(helpers.addJob) }),
    ]),
  );
  const cron = parseCronItems(
    options.definitions
      .filter((job) => job.schedule)
      .map((job) => ({
        task: job.name,
        identifier: job.name,
        match: job.schedule!,
        options: { backfillPeriod: 0, maxAttempts: job.maxAttempts ?? 3 },
      })),
  );
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      taskList,
      parsedCronItems: cron,
      concurrency: 1,
      noHandleSignals: true,
      pollInterval: options.pollInterval ?? 5_000,
      logger: workerLogger(options.logger),
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    add: adder((name, payload, spec) => runner.addJob(name, payload, spec)),
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}
