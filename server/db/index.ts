// One way to the database: a pg Pool, on PostgreSQL (DATABASE_URL) or on the embedded database.
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "@shared/schema";
import { startEmbeddedDatabase } from "./embedded";

export type Db = NodePgDatabase<typeof schema>;
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
  const pool = new pg.Pool({
    connectionString: options.databaseUrl ?? embedded!.connectionString,
    max: options.poolSize,
    idleTimeoutMillis: embedded ? 0 : 30_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return {
    kind: embedded ? "embedded" : "postgres",
    db: drizzle(pool, { schema }),
    pool,
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
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
