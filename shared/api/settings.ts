// What the settings and system routes answer: GET /api/settings (every signed-in user; receipts and the folio print
// the pousada's data, the front desk reads the check-out hour), PUT /api/settings and PUT /api/settings/pousada
// (owner), GET /api/system (owner).
import type { Geral, Pousada } from "../validators/settings";

export interface SettingsView {
  /** Dados da Pousada, null until the owner fills them in (Configurações > Geral). */
  pousada: Pousada | null;
  /** The switches and selectors of Configurações > Geral; the defaults until the owner saves them. */
  geral: Geral;
}

/** GET /api/system: Configurações > Sistema. */
export interface SystemInfo {
  /** package.json's version. */
  version: string;
  database: {
    /** 'embedded' (the PostgreSQL server the app starts itself) or 'postgres' (DATABASE_URL). */
    kind: "embedded" | "postgres";
    /** 'Conectado' when a query just answered. */
    connected: boolean;
    /** PostgreSQL's version string (server_version). */
    serverVersion: string;
    /** pg_database_size, bytes. */
    sizeBytes: number;
  };
  documents: {
    /** Guests with a document photo. */
    count: number;
    /** Bytes the stored documents take (those the storage could read). */
    sizeBytes: number;
  };
  /** Rows per table, by table name. */
  counts: Record<string, number>;
  /** The tables whose figure in `counts` is the database's estimate (10,000 rows or more), not an exact count. */
  estimatedCounts: string[];
  /** When the time was read on the server (ISO). */
  checkedAt: string;
  /** True when nothing but user accounts exists: the owner may restore a backup. */
  emptyInstallation: boolean;
  /** The backup the latest 'Redefinir Sistema' took and kept (GET /api/system/reset-backup), or null. */
  lastResetBackup: { fileName: string; createdAt: string } | null;
}

/** POST /api/system/restore: how many rows each table received. */
export interface RestoreResult {
  restored: Record<string, number>;
  /** The file's audit entries the log did not hold yet (those it holds are never rewritten). */
  auditEntriesAdded: number;
}
