// A restore's staging: the backup file parsed once by PostgreSQL into a temporary table of the restore's transaction,
// read back a batch at a time and written into the tables (docs/decisions/0019).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

const ident = (name: string) => sql.identifier(name);
/** A column list, optionally qualified by a table alias. */
const list = (columns: string[], alias?: string) =>
  sql.join(
    columns.map((c) => (alias ? sql`${ident(alias)}.${ident(c)}` : ident(c))),
    sql`, `,
  );

export function systemRestoreStorage(db: DbOrTx) {
  /** Indexes the staged rows by table and row number, once they are all in. */
  const indexStaging = async () => {
    await db.execute(sql`CREATE INDEX ON hospeda_restore (tbl, n)`);
    // Without statistics each batch sorts every row after it; only these two columns are sampled, not the rows.
    await db.execute(sql`ANALYZE hospeda_restore (tbl, n)`);
  };

  return {
    /**
     * Parses a backup file's text once, in PostgreSQL (jsonb keeps numerics exact), into a temporary table of this
     * transaction: one row per table row (tbl, n, row) and, with tbl NULL, the header and the type of each table's
     * value. The rows are then read back a batch at a time, so no JavaScript ever parses the whole file at once.
     */
    async stageBackup(text: string) {
      await db.execute(sql`
        CREATE TEMP TABLE hospeda_restore ON COMMIT DROP AS
        WITH d AS MATERIALIZED (SELECT ${text}::jsonb AS doc),
          t AS (SELECT CASE WHEN jsonb_typeof(doc -> 'tables') = 'object' THEN doc -> 'tables' ELSE '{}' END AS tables FROM d)
        SELECT NULL::text AS tbl, 0::bigint AS n,
          CASE WHEN jsonb_typeof(doc) = 'object' THEN jsonb_build_object('header', doc - 'tables', 'tables',
            CASE WHEN jsonb_typeof(doc -> 'tables') = 'object'
              THEN (SELECT coalesce(jsonb_object_agg(key, jsonb_typeof(value)), '{}') FROM t, jsonb_each(t.tables)) END)
          ELSE jsonb_build_object('header', NULL) END AS row
        FROM d
        UNION ALL
        SELECT e.key, r.n, r.row FROM t, jsonb_each(t.tables) e,
          jsonb_array_elements(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]' END)
            WITH ORDINALITY AS r(row, n)`);
      await indexStaging();
    },

    /** The staging table of a streamed file (format 2), filled a batch of lines at a time by stageLines. */
    async createStaging() {
      await db.execute(sql`CREATE TEMP TABLE hospeda_restore (tbl text, n bigint, row jsonb) ON COMMIT DROP`);
    },

    /** Rows `first`, `first + 1`, ... of `table`: one JSON object per line of `lines`, parsed by PostgreSQL. */
    async stageLines(table: string, first: number, lines: string) {
      await db.execute(sql`
        INSERT INTO hospeda_restore (tbl, n, row)
        SELECT ${table}::text, ${first - 1}::bigint + u.ord, u.line::jsonb
        FROM unnest(string_to_array(${lines}::text, E'\n')) WITH ORDINALITY AS u(line, ord)`);
    },

    /** The header row of a streamed file, in the form stagedHeader reads: the header and each table's type. */
    async stageHeader(header: unknown, tables: string[]) {
      const row = { header, tables: Object.fromEntries(tables.map((t) => [t, "array"])) };
      await db.execute(sql`INSERT INTO hospeda_restore (tbl, n, row) VALUES (NULL, 0, ${JSON.stringify(row)}::jsonb)`);
    },

    indexStaging,

    /** The staged file's header (everything but the tables) and, per table, the JSON type of its value. */
    async stagedHeader(): Promise<{ header: unknown; tables: Record<string, string> | null }> {
      const result = await db.execute<{ row: string }>(
        sql`SELECT row::text AS row FROM hospeda_restore WHERE tbl IS NULL`,
      );
      return JSON.parse(result.rows[0]!.row) as { header: unknown; tables: Record<string, string> | null };
    },

    /** How many rows each staged table holds. */
    async stagedCounts(): Promise<Record<string, number>> {
      const result = await db.execute<{ tbl: string; n: number }>(
        sql`SELECT tbl, count(*)::int AS n FROM hospeda_restore WHERE tbl IS NOT NULL GROUP BY tbl`,
      );
      return Object.fromEntries(result.rows.map((r) => [r.tbl, Number(r.n)]));
    },

    /** Up to `limit` staged rows of `table` after row number `after` (1-based), as JSON text. */
    async stagedRows(table: string, after: number, limit: number): Promise<Array<{ n: number; row: string }>> {
      // n as it is (bigint): ordering by a cast would not use the index.
      const result = await db.execute<{ n: string; row: string }>(sql`
        SELECT n, row::text AS row FROM hospeda_restore
        WHERE tbl = ${table} AND n > ${after} ORDER BY n LIMIT ${limit}`);
      return result.rows.map((r) => ({ n: Number(r.n), row: r.row }));
    },

    /** Whether the staged users hold an active owner account (with this e-mail, when one is given). */
    async stagedHasOwner(email: string | null): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`
        SELECT EXISTS (SELECT 1 FROM hospeda_restore WHERE tbl = 'users' AND row ->> 'role' = 'owner'
          AND row -> 'is_active' = 'true'::jsonb
          AND (${email}::text IS NULL OR lower(row ->> 'email') = lower(${email}::text))) AS found`);
      return Boolean(result.rows[0]?.found);
    },

    /**
     * The nights sold (migrations/0029) and the guests' spend by month (0035) left alone by their triggers until the
     * end of this transaction, or until `rebuildSummaries`: a restore deletes and inserts every stay, payment and
     * refund table by table, and would rewrite them after each of those statements.
     */
    async deferSummaries() {
      await db.execute(
        sql`SELECT set_config('hospeda.resumo_noites_adiado', 'on', true), set_config('hospeda.resumo_gastos_adiado', 'on', true)`,
      );
    },

    /**
     * While `on`, the reservations' trigger (migrations/0011, 0032) makes no segments: the file's own segments go in
     * after the reservations, moved stays and all. Only for a file that carries them, in the restore's transaction.
     */
    async fileSegments(on: boolean) {
      await db.execute(sql`SELECT set_config('hospeda.segmentos_do_arquivo', ${on ? "on" : "off"}, true)`);
    },

    /**
     * The summaries recomputed from the rows now in place and kept by their triggers again: the nights sold, the
     * guests' spend by month, and the guests' first reservations (the restore's inserts left a mark for each guest:
     * one pass instead of the next report's).
     */
    async rebuildSummaries() {
      await db.execute(
        sql`SELECT set_config('hospeda.resumo_noites_adiado', 'off', true), set_config('hospeda.resumo_gastos_adiado', 'off', true),
          rebuild_nights_sold(), rebuild_guest_spend(), rebuild_first_reservations()`,
      );
    },

    /** Inserts the staged rows of `table`, in the file's order; returns how many. */
    async insertStagedRows(table: string, columns: string[]): Promise<number> {
      const result = await db.execute(sql`
        INSERT INTO ${ident(table)} (${list(columns)})
        SELECT ${list(columns, "p")} FROM hospeda_restore r, jsonb_populate_record(NULL::${ident(table)}, r.row) p
        WHERE r.tbl = ${table} ORDER BY r.n`);
      return result.rowCount ?? 0;
    },

    /**
     * The accounts become the file's: those absent from it are deleted (their audit entries keep the e-mail, the
     * foreign key clears only user_id), the others are updated in place, so their audit entries keep pointing at
     * them. E-mails and single sign-on identities are cleared first so that two accounts may swap them.
     */
    async replaceStagedUsers(columns: string[]): Promise<number> {
      const fileIds = sql`SELECT (row ->> 'id')::uuid FROM hospeda_restore WHERE tbl = 'users'`;
      await db.execute(sql`DELETE FROM users WHERE id NOT IN (${fileIds})`);
      await db.execute(sql`UPDATE users SET email = NULL, oidc_issuer = NULL, oidc_subject = NULL`);
      const updates = sql.join(
        columns.filter((c) => c !== "id").map((c) => sql`${ident(c)} = EXCLUDED.${ident(c)}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        INSERT INTO users (${list(columns)})
        SELECT ${list(columns, "p")} FROM hospeda_restore r, jsonb_populate_record(NULL::users, r.row) p
        WHERE r.tbl = 'users' ORDER BY r.n
        ON CONFLICT (id) DO UPDATE SET ${updates}`);
      return result.rowCount ?? 0;
    },

    /** Adds the file's audit entries whose id the log does not hold yet; an entry already there is never touched. */
    async addStagedAuditEntries(columns: string[]): Promise<number> {
      const result = await db.execute(sql`
        INSERT INTO audit_log (${list(columns)})
        SELECT ${list(columns, "p")} FROM hospeda_restore r, jsonb_populate_record(NULL::audit_log, r.row) p
        WHERE r.tbl = 'audit_log' ORDER BY r.n
        ON CONFLICT (id) DO NOTHING`);
      return result.rowCount ?? 0;
    },
  };
}
