// The whole business's data out and back (Configurações > Sistema, `npm run restore`): one versioned JSON file
// with every table, written and read by PostgreSQL itself so that no value passes through a JavaScript number;
// 'Redefinir Sistema' takes one before it empties the data. Documents are listed (path, type, size): their bytes
// stay in DATA_DIR/uploads or the bucket, which are copied as files.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { z } from "zod";
import type { Db } from "../db";
import { findPgError } from "../db/pg-errors";
import { ConflictError, ValidationError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import { projectRoot } from "../project-root";
import { KEPT_BY_RESET, NOT_BACKED_UP, systemStorage } from "../storage/system";
import { checkRestoredLedger, checkStagedRows, fileProblem } from "./backup-check";

const BACKUP_FORMAT = "hospeda-backup";
const BACKUP_FORMAT_VERSION = 1;

/** package.json's version: what Configurações > Sistema shows and each backup records. */
export function appVersion(root = projectRoot): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "0.0.0";
}

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: "Arquivo não é um backup do Hospeda" }),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION, { error: "Versão do backup não suportada por este Hospeda" }),
  appVersion: z.string(),
  createdAt: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});

export interface DocumentEntry {
  path: string;
  contentType?: string;
  size?: number;
  missing?: true;
}

/** Each guest document's type and size, read from the storage a few at a time; a missing one is marked. */
export async function listDocuments(paths: string[], files?: ObjectStorage): Promise<DocumentEntry[]> {
  if (!files) return paths.map((p) => ({ path: p }));
  const entries: DocumentEntry[] = [];
  for (let start = 0; start < paths.length; start += 8) {
    const batch = paths.slice(start, start + 8);
    entries.push(
      ...(await Promise.all(
        batch.map(async (objectPath): Promise<DocumentEntry> => {
          const stored = await files.read(objectPath).catch(() => undefined);
          if (!stored) return { path: objectPath, missing: true };
          (stored.body as Readable).destroy();
          return { path: objectPath, contentType: stored.contentType, size: stored.size };
        }),
      )),
    );
  }
  return entries;
}

/** Every table of the pousada's data (all but sessions and the sign-in throttle), parents first. */
async function backedUpTables(db: Parameters<typeof systemStorage>[0]) {
  const all = await systemStorage(db).tablesInDependencyOrder();
  return all.filter((t) => !(NOT_BACKED_UP as readonly string[]).includes(t));
}

/** The backup file's text, from one consistent snapshot (or from `tx`, the transaction a reset runs in). */
async function writeBackup(tx: Parameters<typeof systemStorage>[0], files: ObjectStorage | undefined, now: Date) {
  const system = systemStorage(tx);
  const tables = await backedUpTables(tx);
  const counts = await system.rowCounts(tables);
  const documents = await listDocuments(await system.documentPaths(), files);
  const header = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt: now.toISOString(),
    counts,
    documents,
  };
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await system.rowsAsJson(table, await system.writableColumns(table));
    parts.push(`${JSON.stringify(table)}:${rows}`);
  }
  const head = JSON.stringify(header);
  return `${head.slice(0, -1)},"tables":{${parts.join(",")}}}`;
}

/** A complete backup, read in one REPEATABLE READ snapshot so that every table is seen at the same instant. */
export async function createBackup(db: Db, options: { files?: ObjectStorage; now?: Date } = {}) {
  return db.transaction((tx) => writeBackup(tx, options.files, options.now ?? new Date()), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

/** The file name a download gets: hospeda-backup-2026-11-23T05-30-00.json. */
export const backupFileName = (now: Date, prefix = "hospeda-backup") =>
  `${prefix}-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.json`;

/** Checks the staged file's header: a backup this version reads, each table an array of the rows it declares. */
async function checkStagedHeader(system: ReturnType<typeof systemStorage>) {
  const staged = await system.stagedHeader();
  const header = headerSchema.safeParse(staged.header);
  if (!header.success) throw new ValidationError(header.error.issues[0]?.message ?? "Arquivo de backup inválido");
  if (!staged.tables) throw new ValidationError("Arquivo de backup inválido: sem as tabelas");
  const counts = await system.stagedCounts();
  for (const [table, type] of Object.entries(staged.tables)) {
    if (type !== "array" || header.data.counts[table] !== (counts[table] ?? 0))
      throw new ValidationError(`Arquivo de backup incompleto: a tabela ${table} não tem as linhas que declara`);
  }
  return { ...header.data, tables: Object.keys(staged.tables) };
}

/** The file's text into the staging table, a text that is not JSON refused in Portuguese. */
async function stage(system: ReturnType<typeof systemStorage>, text: string) {
  try {
    await system.stageBackup(text);
  } catch (error) {
    const code = findPgError(error)?.code;
    if (code === "22P02" || code === "22P05") throw new ValidationError("Arquivo de backup inválido: não é um JSON");
    throw error;
  }
}

/** True when nothing but accounts (and their invitations, sessions and the audit log) exists. */
export async function isEmptyInstallation(db: Parameters<typeof systemStorage>[0]) {
  const system = systemStorage(db);
  const tables = (await system.tablesInDependencyOrder()).filter(
    (t) => !(KEPT_BY_RESET as readonly string[]).includes(t),
  );
  const counts = await system.rowCounts(tables);
  return Object.values(counts).every((n) => n === 0);
}

/**
 * Who restores: their e-mail must be an active owner's in the file. The command line has no one signed in and no
 * request: any active owner will do.
 */
export interface Restorer {
  email: string | null;
  request: { ip: string | null } | null;
}

/**
 * Puts a backup back, in one transaction (all or nothing; docs/decisions/0019). The file is staged and parsed by
 * PostgreSQL, its header and every row are checked a batch at a time, and only then is anything replaced: the data
 * tables are emptied and refilled, the accounts become the file's (the restorer's among them, or the restore is
 * refused), the file's audit entries are only added where the log lacks them, the ledger's invariants are checked,
 * the restore's own audit entry is written and every session ends. Unless `force`, only on an empty installation.
 */
export async function restoreBackup(
  db: Db,
  text: string,
  options: { force?: boolean; restorer?: Restorer; sha256?: string } = {},
) {
  const sha256 = options.sha256 ?? createHash("sha256").update(text).digest("hex");
  const restorer = options.restorer ?? { email: null, request: null };
  return db.transaction(async (tx) => {
    const system = systemStorage(tx);
    await stage(system, text);
    const header = await checkStagedHeader(system);
    const tables = await backedUpTables(tx);
    const unknown = header.tables.filter((t) => !tables.includes(t));
    if (unknown.length)
      throw new ValidationError(`Backup com tabelas que este Hospeda não conhece: ${unknown.join(", ")}`);
    if (!options.force && !(await isEmptyInstallation(tx))) throw notEmpty();
    if (!(await system.stagedHasOwner(restorer.email)))
      throw new ValidationError(
        restorer.email
          ? `O backup não tem uma conta de proprietário ativa com o seu e-mail (${restorer.email}): depois de restaurá-lo você não conseguiria entrar. Nada foi alterado.`
          : "O backup não tem nenhuma conta de proprietário ativa: depois de restaurá-lo ninguém conseguiria entrar. Nada foi alterado.",
      );
    const present = tables.filter((t) => header.tables.includes(t));
    await checkStagedRows(system, present);

    await system.lockForWholeDatabaseChange();
    if (!options.force && !(await isEmptyInstallation(tx))) throw notEmpty();
    for (const table of [...tables].reverse()) {
      if (table !== "users" && table !== "audit_log") await system.deleteAll(table);
    }
    const restored: Record<string, number> = {};
    let auditEntriesAdded = 0;
    for (const table of present) {
      const columns = await system.writableColumns(table);
      try {
        if (table === "users") restored[table] = await system.replaceStagedUsers(columns);
        else if (table === "audit_log") auditEntriesAdded = await system.addStagedAuditEntries(columns);
        else {
          // The reservations' trigger wrote one segment each; the file's own segments replace them (decision 0033).
          if (table === "reservation_segments") await system.deleteAll(table);
          restored[table] = await system.insertStagedRows(table, columns);
        }
      } catch (error) {
        const pgError = findPgError(error);
        throw (pgError && fileProblem(table, pgError)) || error;
      }
    }
    await checkRestoredLedger(system);
    await system.recordWholeDatabaseChange({
      action: "restore",
      email: restorer.email,
      request: restorer.request,
      details: { sha256, backupCreatedAt: header.createdAt, rows: restored, auditEntriesAdded },
    });
    await system.endAllSessions();
    return { restored, auditEntriesAdded };
  });
}

const notEmpty = () =>
  new ConflictError("A restauração só é permitida em uma instalação vazia (sem quartos, hóspedes ou lançamentos)");

/** The name a reset's backup is downloaded and kept under. */
export const resetBackupFileName = (now: Date) => backupFileName(now, "hospeda-antes-de-redefinir");

/**
 * 'Redefinir Sistema': in one transaction, the backup of everything, kept (reset_backups, the newest few) and
 * returned for the owner to download, then every table emptied except the accounts, their invitations, the audit
 * log and the kept backups, and the reset's own audit entry (the backup's SHA-256, the rows emptied per table). A download lost on the way loses nothing: Sistema offers the kept one.
 */
export async function resetSystem(
  db: Db,
  options: { files?: ObjectStorage; now?: Date; byEmail?: string | null; ip?: string | null } = {},
) {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const system = systemStorage(tx);
    await system.lockForWholeDatabaseChange();
    const backup = await writeBackup(tx, options.files, now);
    await system.keepResetBackup({
      fileName: resetBackupFileName(now),
      content: backup,
      createdByEmail: options.byEmail ?? null,
    });
    const tables = (await system.tablesInDependencyOrder()).filter(
      (t) => !(KEPT_BY_RESET as readonly string[]).includes(t),
    );
    const rows = await system.rowCounts(tables);
    await system.truncate(tables);
    await system.recordWholeDatabaseChange({
      action: "reset",
      email: options.byEmail ?? null,
      request: { ip: options.ip ?? null },
      details: { sha256: createHash("sha256").update(backup).digest("hex"), rows },
    });
    return backup;
  });
}
