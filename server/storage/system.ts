// The database as a whole, for Configurações > Sistema and the backup: its tables, their rows as JSON, its size.
// Table names come from the catalogue (never from a request) and are quoted as identifiers.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { resetBackupsStorage } from "./reset-backups";
import { systemCatalogueStorage } from "./system-catalogue";
import { systemCountsStorage } from "./system-counts";
import { systemIntegrityStorage } from "./system-integrity";
import { systemRestoreStorage } from "./system-restore";

/**
 * Tables that are not the pousada's data: sessions and the sign-in throttle live and die with the server, the
 * backups kept by resets are backups themselves, the FNRH key is a secret, and the money's summaries, the nights sold
 * and the audit log's counts are sums of the rows, kept by triggers (migrations/0016, 0029, 0035, 0036: a restore's
 * inserts write them or the restore rebuilds them at its end; after a bulk load without triggers,
 * rebuildMoneySummaries, rebuild_nights_sold() and rebuild_audit_counts()).
 */
export const NOT_BACKED_UP = [
  "sessions",
  "login_throttle",
  "reset_backups",
  // The FNRH API key is write-only: no backup download ever carries it (docs/decisions/0051).
  "fnrh_credentials",
  "resumo_lancamentos_dia",
  "resumo_pagamentos_dia",
  "resumo_pagamentos_hospede_mes",
  "resumo_noites_vendidas",
  "resumo_primeira_reserva",
  "resumo_primeira_reserva_pendente",
  // The audit log's counts per day (migrations/0036): its statement triggers keep it through a restore's inserts.
  "resumo_auditoria_dia",
  // The rooms list's version (migrations/0037): a restore must never put back an older number, which a process's
  // copy of the list built at that number would then pass for current. The restore's own writes raise it.
  "rooms_version",
  "rooms_version_pending",
] as const;

/** Tables kept by 'Redefinir Sistema' and not counted when deciding whether an installation is empty. */
export const KEPT_BY_RESET = ["users", "user_invitations", "audit_log", ...NOT_BACKED_UP] as const;

const ident = (name: string) => sql.identifier(name);

/** The whole database: its tables, rows and counts, a restore's staging and checks, and the resets' backups. */
export function systemStorage(db: DbOrTx) {
  return {
    ...systemRestoreStorage(db),
    ...systemIntegrityStorage(db),
    ...resetBackupsStorage(db),
    ...systemCatalogueStorage(db),
    ...systemCountsStorage(db),

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
