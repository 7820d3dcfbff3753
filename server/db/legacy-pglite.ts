// Until decision 0009 the embedded database was PGlite, kept in DATA_DIR/pglite. An installation that still has
// that directory gets its data moved into the embedded PostgreSQL at the first start, or is told exactly what to
// do: nothing is silently left behind.
import fs from "node:fs";
import path from "node:path";
import type { Database } from "./index";

export class LegacyDataError extends Error {}

/** The PGlite release that wrote those directories: a data directory is only readable by its own major version. */
const PGLITE = "@electric-sql/pglite@0.5.14";
const TABLES_WITH_DATA = ["users", "rooms", "guests", "reservations"];

interface Pglite {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function openPglite(dir: string): Promise<Pglite> {
  try {
    const { PGlite } = (await import("@electric-sql/pglite")) as unknown as {
      PGlite: { create(options: object): Promise<Pglite> };
    };
    const { btree_gist } = (await import("@electric-sql/pglite/contrib/btree_gist")) as { btree_gist: object };
    return await PGlite.create({ dataDir: dir, extensions: { btree_gist } });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_MODULE_NOT_FOUND") throw error;
    throw new LegacyDataError(
      `${dir} holds the data of Hospeda's previous embedded database, which must be moved into the new one. ` +
        `Install its reader once with "npm install --no-save ${PGLITE}" and start Hospeda again: the data is ` +
        `moved automatically and the old directory is kept, renamed, as a backup.`,
    );
  }
}

/**
 * Moves DATA_DIR/pglite into `database` (migrated, and still empty), then renames the directory to
 * pglite.imported-<time>. Returns the number of rows moved per table, or null when there was nothing to move.
 */
export async function importLegacyPglite(database: Database, dataDir: string): Promise<Record<string, number> | null> {
  const legacyDir = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(legacyDir, "PG_VERSION"))) return null;

  for (const table of TABLES_WITH_DATA) {
    const { rows } = await database.pool.query(`SELECT EXISTS (SELECT 1 FROM "${table}") AS filled`);
    if (rows[0].filled) {
      throw new LegacyDataError(
        `${legacyDir} holds data of Hospeda's previous embedded database, and the current database already has ` +
          `data of its own: nothing was moved. To move the old data, stop Hospeda, move ${path.join(dataDir, "postgres")} ` +
          `and ${path.join(dataDir, "postgres.password")} away and start again. To discard it, delete ${legacyDir}.`,
      );
    }
  }

  const legacy = await openPglite(legacyDir);
  const moved: Record<string, number> = {};
  try {
    const { rows: tables } = await legacy.query<{ table: string }>(
      "SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const client = await database.pool.connect();
    try {
      await client.query("BEGIN");
      // Rows go in table by table, in any order: foreign keys are checked by triggers, which replica mode skips
      // for this transaction only. The rows were consistent where they came from.
      await client.query("SET LOCAL session_replication_role = replica");
      for (const { table } of tables) {
        const target = await client.query<{ column: string }>(
          `SELECT column_name AS column FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = $1`,
          [table],
        );
        if (!target.rowCount) throw new LegacyDataError(`The old database has a table the new one lacks: ${table}`);
        const source = await legacy.query<{ column: string }>(
          `SELECT column_name AS column FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = $1`,
          [table],
        );
        const targetColumns = new Set(target.rows.map((r) => r.column));
        const columns = source.rows.map((r) => r.column).filter((c) => targetColumns.has(c));
        const list = columns.map((c) => `"${c}"`).join(", ");
        const { rows } = await legacy.query<{ json: string }>(
          `SELECT coalesce(json_agg(t), '[]')::text AS json FROM "${table}" t`,
        );
        const result = await client.query(
          `INSERT INTO "${table}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
          [rows[0]!.json],
        );
        moved[table] = result.rowCount ?? 0;
      }
      // The summaries the triggers keep (replica mode skipped them) recomputed from the rows now in place.
      await client.query(
        "SELECT rebuild_money_summaries(), rebuild_guest_spend(), rebuild_nights_sold(), rebuild_first_reservations(), rebuild_segment_labels(), " +
          "rebuild_audit_counts()",
      );
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await legacy.close();
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  fs.renameSync(legacyDir, path.join(dataDir, `pglite.imported-${stamp}`));
  return moved;
}
