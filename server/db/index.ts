// One way to the database: a pg Pool, on PostgreSQL (DATABASE_URL) or on the embedded PostgreSQL server the app
// starts itself under DATA_DIR/postgres (server/db/embedded.ts).
import path from "node:path";
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "@shared/schema/tables";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { superviseEmbedded, type SupervisorLog } from "./embedded-supervisor";
import { ReadPipeline } from "./read-pipeline";
import { CONNECTION_OPTIONS } from "./session-options";
import { prepareDataDir } from "../private-dir";
import { projectRoot } from "../project-root";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A Drizzle handle usable both outside and inside a transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "postgres" | "embedded";
  db: Db;
  pool: pg.Pool;
  /** The embedded server, when the app started one (its pid, and stop/restart for the tests). */
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

// DATE columns are calendar dates: keep them as 'YYYY-MM-DD' strings, never as Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export const migrationsFolder = path.join(projectRoot, "migrations");

/** Where the embedded server keeps its cluster and its password, under DATA_DIR. */
export const embeddedPaths = (dataDir: string) => ({
  dir: path.join(dataDir, "postgres"),
  passwordFile: path.join(dataDir, "postgres.password"),
});

export async function openDatabase(options: {
  /** A PostgreSQL server; without it the embedded server under dataDir is started. */
  databaseUrl?: string;
  dataDir?: string;
  poolSize: number;
  /** The embedded server's own log lines. */
  log?: (line: string) => void;
  /** Where restarts of an embedded server that died are reported (embedded-supervisor.ts). */
  logger?: SupervisorLog;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!options.databaseUrl) {
    if (!options.dataDir) throw new Error("openDatabase needs a databaseUrl or a dataDir");
    prepareDataDir(options.dataDir);
    embedded = await startEmbeddedPostgres({
      ...embeddedPaths(options.dataDir),
      durable: true,
      // the pool, the read pipeline, the migrator's connection and a margin for psql
      maxConnections: options.poolSize + 10,
      log: options.log,
    });
  }
  if (!embedded) return connect(options.databaseUrl!, options.poolSize);
  const supervisor = superviseEmbedded(embedded, options.logger ?? { error() {}, warn() {} });
  const database = connect(embedded.connectionString, options.poolSize, embedded);
  return {
    ...database,
    async close() {
      await supervisor.stop(); // its stop at the end of close() is asked for: no restart
      await database.close();
    },
  };
}

/** A pool (and its read pipeline) on a database that is already running. */
export function connect(connectionString: string, poolSize: number, embedded?: EmbeddedPostgres): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000, options: CONNECTION_OPTIONS });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  pool.on("connect", releaseOnConnectionError);
  const reads = new ReadPipeline(connectionString);
  readPipelines.set(pool, reads);
  return {
    kind: embedded ? "embedded" : "postgres",
    db: drizzle(pool, { schema }),
    pool,
    embedded,
    async close() {
      await reads.close();
      await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * A connection that fails while checked out (a transaction under way) emits 'error' on its client, which the pool
 * listens to only while the client is idle: nobody listening ends the process. So every client gets a listener of
 * ours, which hands a failed checked-out client back to the pool at once, to be discarded. Waiting for its holder
 * is not enough: Drizzle's transaction() sends BEGIN before its try/finally, so a BEGIN that fails never releases
 * the client, and a few outages would leave the pool with no connection at all. The holder's own release later
 * does nothing. The statement under way fails by itself either way (the request answers 503).
 */
function releaseOnConnectionError(client: pg.PoolClient) {
  let checkout: { released: boolean; release: pg.PoolClient["release"] } | undefined;
  // The pool sets a new release function at each checkout: keep it, callable once.
  Object.defineProperty(client, "release", {
    configurable: true,
    get: () => checkout?.release,
    set(poolRelease: pg.PoolClient["release"]) {
      const current = {
        released: false,
        release: (error?: Error | boolean) => {
          if (current.released) return;
          current.released = true;
          poolRelease(error);
        },
      };
      checkout = current;
    },
  });
  client.on("error", (error) => checkout?.release(error));
}

const readPipelines = new WeakMap<pg.Pool, ReadPipeline>();

/**
 * Where to run the short read-only statements of every request (the session read, the hot lists): the read
 * pipeline opened with `pool` (see read-pipeline.ts), or the pool itself when it has none.
 */
export function readsOf(pool: pg.Pool): Pick<ReadPipeline, "query"> {
  return readPipelines.get(pool) ?? pool;
}

const MIGRATION_LOCK_ID = 72_417_001;

/** Applies pending migrations; an advisory lock keeps instances that start together from racing. */
export async function runMigrations(database: Pick<Database, "pool">) {
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
