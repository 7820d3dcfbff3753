// One way to the database: a pg Pool, on PostgreSQL (DATABASE_URL) or on the embedded database.
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "@shared/schema";
import { startEmbeddedDatabase } from "./embedded";
import { ReadPipeline } from "./read-pipeline";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A Drizzle handle usable both outside and inside a transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "postgres" | "embedded";
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// DATE columns are calendar dates: keep them as 'YYYY-MM-DD' strings, never as Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");

export async function openDatabase(options: {
  databaseUrl?: string;
  /** Directory of the embedded database; null keeps it in memory. */
  dataDir: string | null;
  poolSize: number;
}): Promise<Database> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedDatabase({ dataDir: options.dataDir, maxConnections: options.poolSize + 2 });
  const connectionString = options.databaseUrl ?? embedded!.connectionString;
  const pool = new pg.Pool({ connectionString, max: options.poolSize, idleTimeoutMillis: embedded ? 0 : 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  if (options.databaseUrl && (await eachConnectionIsASession(options.databaseUrl))) ownSessionPools.add(pool);
  const reads = new ReadPipeline(connectionString);
  readPipelines.set(pool, reads);
  return {
    kind: embedded ? "embedded" : "postgres",
    db: drizzle(pool, { schema }),
    pool,
    async close() {
      await reads.close();
      await pool.end();
      await embedded?.close();
    },
  };
}

/** Pools whose every connection is a PostgreSQL session of its own: those may use named prepared statements. */
const ownSessionPools = new WeakSet<pg.Pool>();
const readPipelines = new WeakMap<pg.Pool, ReadPipeline>();

/**
 * Where to run the short read-only statements of every request (the session read, the hot lists): the read
 * pipeline opened with `pool` (see read-pipeline.ts), or the pool itself when it has none.
 */
export function readsOf(pool: pg.Pool): Pick<ReadPipeline, "query"> {
  return readPipelines.get(pool) ?? pool;
}

/**
 * Whether two connections to `connectionString` are two PostgreSQL sessions. The embedded database serves every
 * connection from its one session (one backend pid), so a statement named on one connection already exists on
 * the next: the tests reach it through an ordinary URL, so this is asked of the server, not read from the kind.
 */
async function eachConnectionIsASession(connectionString: string) {
  const clients = [new pg.Client({ connectionString }), new pg.Client({ connectionString })];
  try {
    await Promise.all(clients.map((client) => client.connect()));
    const pid = async (client: pg.Client) =>
      (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
    const pids = await Promise.all(clients.map(pid));
    return pids[0] !== pids[1];
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
  }
}

/**
 * The name to give a prepared statement run on `pool`'s database (or its read pipeline), so that PostgreSQL parses
 * and plans it once per connection instead of at every run: `name` where that is safe, none (an unnamed statement,
 * as every other query) where connections share one session. The name must always go with the same query text.
 */
export function statementName(pool: pg.Pool, name: string): string | undefined {
  return ownSessionPools.has(pool) ? name : undefined;
}

const MIGRATION_LOCK_ID = 72_417_001;

/** Applies pending migrations; an advisory lock keeps instances that start together from racing. */
export async function runMigrations(database: Database) {
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
