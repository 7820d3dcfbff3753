// The whole business's data out and back (Configurações > Sistema, `npm run restore`): one versioned JSON file
// with every table, written and read by PostgreSQL itself so that no value passes through a JavaScript number;
// 'Redefinir Sistema' takes one before it empties the data. Documents are listed (path, type, size): their bytes
// stay in DATA_DIR/uploads or the bucket, which are copied as files.
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { z } from "zod";
import type { Db } from "../db";
import { ConflictError, ValidationError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import { projectRoot } from "../project-root";
import { KEPT_BY_RESET, NOT_BACKED_UP, systemStorage } from "../storage/system";

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
  tables: z.record(z.string(), z.array(z.unknown())),
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

/** Checks that `text` is a backup this version reads; throws a 400 in Portuguese otherwise. */
function checkBackup(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ValidationError("Arquivo de backup inválido: não é um JSON");
  }
  const header = headerSchema.safeParse(parsed);
  if (!header.success) throw new ValidationError(header.error.issues[0]?.message ?? "Arquivo de backup inválido");
  for (const [table, rows] of Object.entries(header.data.tables)) {
    if (header.data.counts[table] !== rows.length)
      throw new ValidationError(`Arquivo de backup incompleto: a tabela ${table} não tem as linhas que declara`);
  }
  return header.data;
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
 * Puts a backup back: every backed-up table is emptied and refilled from the file, in one transaction (all or
 * nothing). Unless `force`, only on an empty installation (409 otherwise). User accounts come from the file:
 * whoever restores signs in again with an account of the backup.
 */
export async function restoreBackup(db: Db, text: string, options: { force?: boolean } = {}) {
  const header = checkBackup(text);
  return db.transaction(async (tx) => {
    const system = systemStorage(tx);
    await system.lockForWholeDatabaseChange();
    if (!options.force && !(await isEmptyInstallation(tx)))
      throw new ConflictError(
        "A restauração só é permitida em uma instalação vazia (sem quartos, hóspedes ou lançamentos)",
      );
    const tables = await backedUpTables(tx);
    const unknown = Object.keys(header.tables).filter((t) => !tables.includes(t));
    if (unknown.length)
      throw new ValidationError(`Backup com tabelas que este Hospeda não conhece: ${unknown.join(", ")}`);
    await system.truncate(tables);
    await system.stageBackup(text);
    const restored: Record<string, number> = {};
    for (const table of tables) {
      if (!(table in header.tables)) continue;
      restored[table] = await system.insertStagedRows(table, await system.writableColumns(table));
    }
    return { restored };
  });
}

/** The name a reset's backup is downloaded and kept under. */
export const resetBackupFileName = (now: Date) => backupFileName(now, "hospeda-antes-de-redefinir");

/**
 * 'Redefinir Sistema': in one transaction, the backup of everything, kept (reset_backups, the newest few) and
 * returned for the owner to download, then every table emptied except the accounts, their invitations, the audit
 * log and the kept backups. A download lost on the way loses nothing: Sistema offers the kept one.
 */
export async function resetSystem(
  db: Db,
  options: { files?: ObjectStorage; now?: Date; byEmail?: string | null } = {},
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
    await system.truncate(tables);
    return backup;
  });
}
