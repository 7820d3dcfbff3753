// The database as a whole, for Configurações > Sistema and the backup: its tables, their rows as JSON, its size.
// Table names come from the catalogue (never from a request) and are quoted as identifiers.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { resetBackupsStorage } from "./reset-backups";
import { systemCatalogueStorage } from "./system-catalogue";
import { systemIntegrityStorage } from "./system-integrity";
import { systemRestoreStorage } from "./system-restore";

/**
 * Tables that are not the pousada's data: sessions and the sign-in throttle live and die with the server, the
 * backups kept by resets are backups themselves, and the money's summaries are sums of the rows, kept by triggers
 * (migrations/0016: a restore's inserts write them; after a bulk load without triggers, rebuildMoneySummaries).
 */
export const NOT_BACKED_UP = [
  "sessions",
  "login_throttle",
  "reset_backups",
  "resumo_lancamentos_dia",
  "resumo_pagamentos_dia",
] as const;

/** From this many rows (by the statistics), Sistema shows a table's estimated count, marked as such. */
const ESTIMATE_FROM = 10_000;

/** Tables kept by 'Redefinir Sistema' and not counted when deciding whether an installation is empty. */
export const KEPT_BY_RESET = ["users", "user_invitations", "audit_log", ...NOT_BACKED_UP] as const;

const ident = (name: string) => sql.identifier(name);

/** The whole database: its tables and rows, a restore's staging and checks, and the resets' backups. */
export function systemStorage(db: DbOrTx) {
  return {
    ...systemRestoreStorage(db),
    ...systemIntegrityStorage(db),
    ...resetBackupsStorage(db),
    ...systemCatalogueStorage(db),

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

    /** Empties a table row by row: readers keep seeing the old rows until the restore commits, never a lock. */
    async deleteAll(table: string) {
      await db.execute(sql`DELETE FROM ${ident(table)}`);
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

    /**
     * Row counts for a screen, where a big table's exact figure is not needed: a table the planner's statistics put
     * at ESTIMATE_FROM rows or more gets their estimate (pg_class.reltuples, or pg_stat's live rows before the first
     * ANALYZE), named in `estimated`; the others are counted exactly, which at that size is cheap.
     */
    async rowCountsForDisplay(tables: string[]): Promise<{ counts: Record<string, number>; estimated: string[] }> {
      if (!tables.length) return { counts: {}, estimated: [] };
      const stats = await db.execute<{ name: string; estimate: string }>(sql`
        SELECT c.relname AS name,
               (CASE WHEN c.reltuples >= 0 THEN c.reltuples ELSE coalesce(s.n_live_tup, 0) END)::bigint::text AS estimate
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
        LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
        WHERE c.relkind = 'r' AND c.relname IN (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})`);
      const estimates = new Map(stats.rows.map((row) => [row.name, Number(row.estimate)]));
      const estimated = tables.filter((t) => (estimates.get(t) ?? 0) >= ESTIMATE_FROM);
      const exact = await this.rowCounts(tables.filter((t) => !estimated.includes(t)));
      const counts = Object.fromEntries(tables.map((t) => [t, exact[t] ?? Math.round(estimates.get(t) ?? 0)]));
      return { counts, estimated };
    },

    /** The tables among those given that hold at least one row (a probe each, not a count). */
    async tablesWithRows(tables: string[]): Promise<string[]> {
      if (!tables.length) return [];
      const parts = tables.map((t) => sql`SELECT ${t}::text AS name WHERE EXISTS (SELECT 1 FROM ${ident(t)})`);
      const result = await db.execute<{ name: string }>(sql.join(parts, sql` UNION ALL `));
      return result.rows.map((row) => row.name);
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

    /** Serialises writers with a restore or a reset of the same database (transaction-scoped). */
    async lockForWholeDatabaseChange() {
      await db.execute(sql`SELECT pg_advisory_xact_lock(72417002)`);
    },
  };
}
