// The database as a whole, for Configurações > Sistema and the backup: its tables, their rows as JSON, its size.
// Table names come from the catalogue (never from a request) and are quoted as identifiers.
import { desc, notInArray, sql } from "drizzle-orm";
import { resetBackups } from "@shared/schema/settings";
import type { DbOrTx } from "../db";

/**
 * Tables that are not the pousada's data: sessions and the sign-in throttle live and die with the server, and the
 * backups kept by resets are backups themselves.
 */
export const NOT_BACKED_UP = ["sessions", "login_throttle", "reset_backups"] as const;

/** How many of the latest resets' backups are kept. */
const RESET_BACKUPS_KEPT = 3;

/** Tables kept by 'Redefinir Sistema' and not counted when deciding whether an installation is empty. */
export const KEPT_BY_RESET = ["users", "user_invitations", "audit_log", ...NOT_BACKED_UP] as const;

const ident = (name: string) => sql.identifier(name);

export function systemStorage(db: DbOrTx) {
  /** The newest kept reset backup first. */
  const newestFirst = [desc(resetBackups.createdAt), desc(resetBackups.id)];

  return {
    /** The public tables, parents before the tables whose foreign keys point at them. */
    async tablesInDependencyOrder(): Promise<string[]> {
      const tables = await db.execute<{ name: string }>(
        sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      );
      const links = await db.execute<{ child: string; parent: string }>(sql`
        SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`);
      const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set<string>()]));
      for (const link of links.rows) parents.get(unquote(link.child))?.add(unquote(link.parent));
      const ordered: string[] = [];
      const placed = new Set<string>();
      while (placed.size < parents.size) {
        const ready = [...parents].filter(([name, of]) => !placed.has(name) && [...of].every((p) => placed.has(p)));
        if (!ready.length) throw new Error("foreign keys form a cycle between tables");
        for (const [name] of ready) {
          ordered.push(name);
          placed.add(name);
        }
      }
      return ordered;
    },

    /** Columns a row can be written with (a generated column is computed again by PostgreSQL). */
    async writableColumns(table: string): Promise<string[]> {
      const result = await db.execute<{ name: string }>(sql`
        SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = ${`public.${quoteIdent(table)}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = ''
        ORDER BY a.attnum`);
      return result.rows.map((r) => r.name);
    },

    /**
     * The table's rows as one JSON array, as PostgreSQL writes it (numeric stays the exact decimal text, never a
     * JavaScript number), in a stable order.
     */
    async rowsAsJson(table: string, columns: string[]): Promise<string> {
      const list = sql.join(
        columns.map((c) => ident(c)),
        sql`, `,
      );
      const result = await db.execute<{ rows: string }>(sql`
        SELECT coalesce(json_agg(r ORDER BY r::text), '[]')::text AS rows
        FROM (SELECT ${list} FROM ${ident(table)}) r`);
      return result.rows[0]!.rows;
    },

    /**
     * Keeps a backup file's text in a temporary table of this transaction, parsed once by PostgreSQL, so that each
     * table is read from it without the rows ever passing through JavaScript numbers.
     */
    async stageBackup(text: string) {
      await db.execute(sql`CREATE TEMP TABLE hospeda_restore ON COMMIT DROP AS SELECT ${text}::json AS doc`);
    },

    /** Inserts the staged backup's rows of `table`; returns how many. */
    async insertStagedRows(table: string, columns: string[]): Promise<number> {
      const list = sql.join(
        columns.map((c) => ident(c)),
        sql`, `,
      );
      const result = await db.execute(sql`
        INSERT INTO ${ident(table)} (${list})
        SELECT ${list} FROM hospeda_restore,
          json_populate_recordset(NULL::${ident(table)}, coalesce(doc -> 'tables' -> ${table}, '[]'))`);
      return result.rowCount ?? 0;
    },

    async truncate(tables: string[]) {
      if (!tables.length) return;
      await db.execute(
        sql`TRUNCATE ${sql.join(
          tables.map((t) => ident(t)),
          sql`, `,
        )}`,
      );
    },

    /** Exact row counts of the given tables. */
    async rowCounts(tables: string[]): Promise<Record<string, number>> {
      if (!tables.length) return {};
      const parts = tables.map((t) => sql`SELECT ${t}::text AS name, count(*)::int AS n FROM ${ident(t)}`);
      const result = await db.execute<{ name: string; n: number }>(sql.join(parts, sql` UNION ALL `));
      return Object.fromEntries(result.rows.map((r) => [r.name, Number(r.n)]));
    },

    async databaseFacts() {
      const result = await db.execute<{ size: string; version: string }>(
        sql`SELECT pg_database_size(current_database())::text AS size, current_setting('server_version') AS version`,
      );
      const row = result.rows[0]!;
      return { sizeBytes: Number(row.size), serverVersion: row.version };
    },

    /** The object paths of the guests' documents. */
    async documentPaths(): Promise<string[]> {
      const result = await db.execute<{ path: string }>(
        sql`SELECT document_photo_url AS path FROM guests WHERE document_photo_url IS NOT NULL ORDER BY 1`,
      );
      return result.rows.map((r) => r.path);
    },

    /** Keeps a reset's backup, and of them only the newest RESET_BACKUPS_KEPT. */
    async keepResetBackup(backup: { fileName: string; content: string; createdByEmail: string | null }) {
      await db.insert(resetBackups).values(backup);
      const kept = db
        .select({ id: resetBackups.id })
        .from(resetBackups)
        .orderBy(...newestFirst)
        .limit(RESET_BACKUPS_KEPT);
      await db.delete(resetBackups).where(notInArray(resetBackups.id, kept));
    },

    /** The latest reset's backup, without its content, or undefined when there was none. */
    async latestResetBackup() {
      const [latest] = await db
        .select({ fileName: resetBackups.fileName, createdAt: resetBackups.createdAt })
        .from(resetBackups)
        .orderBy(...newestFirst)
        .limit(1);
      return latest;
    },

    /** The latest reset's backup file, or undefined. */
    async latestResetBackupFile() {
      const [latest] = await db
        .select({ fileName: resetBackups.fileName, content: resetBackups.content })
        .from(resetBackups)
        .orderBy(...newestFirst)
        .limit(1);
      return latest;
    },

    /** Serialises writers with a restore or a reset of the same database (transaction-scoped). */
    async lockForWholeDatabaseChange() {
      await db.execute(sql`SELECT pg_advisory_xact_lock(72417002)`);
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** regclass::text quotes names that need it; ours never do, but strip quotes to be safe. */
const unquote = (name: string) => name.replace(/^public\./, "").replace(/^"(.*)"$/, "$1");
