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
/** A column list, optionally qualified by a table alias. */
const list = (columns: string[], alias?: string) =>
  sql.join(
    columns.map((c) => (alias ? sql`${ident(alias)}.${ident(c)}` : ident(c))),
    sql`, `,
  );

/** What the catalogue says a column holds. */
export interface ColumnRule {
  name: string;
  nullable: boolean;
  /** information_schema's data_type: 'character varying', 'numeric', 'integer', 'text', 'uuid', ... */
  type: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
}

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
      await db.execute(sql`CREATE INDEX ON hospeda_restore (tbl, n)`);
      // Without statistics each batch sorts every row after it; only these two columns are sampled, not the rows.
      await db.execute(sql`ANALYZE hospeda_restore (tbl, n)`);
    },

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

    /** Per column of `table`: whether it takes null, its text length and numeric digits, from the catalogue. */
    async columnRules(table: string): Promise<ColumnRule[]> {
      const result = await db.execute<ColumnRule & Record<string, unknown>>(sql`
        SELECT column_name AS name, is_nullable = 'YES' AS nullable, data_type AS type,
          character_maximum_length AS length, numeric_precision AS precision, numeric_scale AS scale
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`);
      return result.rows.map((r) => ({ ...r, nullable: Boolean(r.nullable) }));
    },

    /** Empties a table row by row: readers keep seeing the old rows until the restore commits, never a lock. */
    async deleteAll(table: string) {
      await db.execute(sql`DELETE FROM ${ident(table)}`);
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

    /** The first account whose balance is not its opening balance plus its settled entries, or undefined. */
    async unbalancedAccount() {
      const result = await db.execute<{ nome: string; saldo: string; esperado: string }>(sql`
        SELECT c.nome, c.saldo_atual::text AS saldo, (c.saldo_inicial + coalesce(m.delta, 0))::text AS esperado
        FROM contas_bancarias c LEFT JOIN (
          SELECT conta, sum(delta) AS delta FROM (
            SELECT conta_bancaria_id AS conta, CASE tipo WHEN 'receita' THEN valor ELSE -valor END AS delta
            FROM lancamentos_financeiros WHERE status = 'PAGO'
            UNION ALL
            SELECT conta_destino_id, valor FROM lancamentos_financeiros WHERE status = 'PAGO' AND tipo = 'transferencia'
          ) x GROUP BY conta
        ) m ON m.conta = c.id
        WHERE c.saldo_atual <> c.saldo_inicial + coalesce(m.delta, 0)
        ORDER BY c.nome LIMIT 1`);
      return result.rows[0];
    },

    /** The first break between a stay's payments and the ledger, described for the message, or undefined. */
    async brokenPayment(): Promise<{ table: string; problem: string } | undefined> {
      const withoutEntry = await db.execute<{ id: string }>(sql`
        SELECT id::text FROM payments WHERE conta_bancaria_id IS NOT NULL AND lancamento_id IS NULL ORDER BY id LIMIT 1`);
      if (withoutEntry.rows[0])
        return { table: "payments", problem: `o pagamento ${withoutEntry.rows[0].id} não tem o seu lançamento` };
      const linkWithout = await db.execute<{ id: string }>(sql`
        SELECT pr.lancamento_financeiro_id::text AS id FROM pagamentos_reserva pr
        WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.lancamento_id = pr.lancamento_financeiro_id)
          AND NOT EXISTS (SELECT 1 FROM payment_refunds f WHERE f.lancamento_id = pr.lancamento_financeiro_id)
        ORDER BY 1 LIMIT 1`);
      if (linkWithout.rows[0])
        return {
          table: "pagamentos_reserva",
          problem: `o lançamento ${linkWithout.rows[0].id} está ligado a uma reserva sem o pagamento ou estorno dele`,
        };
      const paidWithout = await db.execute<{ id: string }>(sql`
        SELECT r.id::text FROM reservations r WHERE r.status_pagamento <> 'PENDENTE'
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.amount > p.refunded_amount)
        ORDER BY 1 LIMIT 1`);
      if (paidWithout.rows[0])
        return {
          table: "payments",
          problem: `a reserva ${paidWithout.rows[0].id} consta como paga, mas os seus pagamentos não estão no arquivo`,
        };
      return undefined;
    },

    /** Ends every session, the restorer's too: the accounts they were opened for may no longer exist. */
    async endAllSessions() {
      await db.execute(sql`DELETE FROM sessions`);
    },

    /** A restore's or a reset's own entry in the audit log, written in its transaction. */
    async recordWholeDatabaseChange(entry: {
      action: "restore" | "reset";
      email: string | null;
      /** Where the request came from; null for the command line, which has no request. */
      request: { ip: string | null } | null;
      details: Record<string, unknown>;
    }) {
      const path = entry.request ? `/api/system/${entry.action}` : null;
      const ip = entry.request?.ip ?? null;
      await db.execute(sql`
        INSERT INTO audit_log (user_id, user_email, action, entity, method, path, status, ip, details)
        VALUES ((SELECT id FROM users WHERE ${entry.email}::text IS NOT NULL AND lower(email) = lower(${entry.email}::text)),
          ${entry.email}, ${entry.action}, 'system', ${path ? "POST" : null}, ${path}, ${path ? 200 : null},
          ${ip}, ${JSON.stringify(entry.details)}::jsonb)`);
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
