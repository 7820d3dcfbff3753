// The backup file (docs/decisions/0019): one versioned JSON document with every table of the pousada's data, written
// by PostgreSQL itself so that no value passes through a JavaScript number; documents listed, not copied.
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { z } from "zod";
import type { ObjectStorage } from "../files/object-storage";
import { projectRoot } from "../project-root";
import { KEPT_BY_RESET, NOT_BACKED_UP, systemStorage } from "../storage/system";

export const BACKUP_FORMAT = "hospeda-backup";
const BACKUP_FORMAT_VERSION = 1;

/** package.json's version: what Configurações > Sistema shows and each backup records. */
export function appVersion(root = projectRoot): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "0.0.0";
}

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: "Arquivo não é um backup do Hospeda" }),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION, { error: "Versão do backup não suportada por este Hospeda" }),
  appVersion: z.string(),
  createdAt: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});

/** The header of a streamed backup (format 2, backup-stream.ts): the same fields, its own version. */
export const streamedHeaderSchema = headerSchema.extend({
  formatVersion: z.literal(2, { error: "Versão do backup não suportada por este Hospeda" }),
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
export async function backedUpTables(db: Parameters<typeof systemStorage>[0]) {
  const all = await systemStorage(db).tablesInDependencyOrder();
  return all.filter((t) => !(NOT_BACKED_UP as readonly string[]).includes(t));
}

/** The backup file's text, from one consistent snapshot (or from `tx`, the transaction a reset runs in). */
export async function writeBackup(
  tx: Parameters<typeof systemStorage>[0],
  files: ObjectStorage | undefined,
  now: Date,
) {
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

/** The file name a download gets: hospeda-backup-2026-11-23T05-30-00.json. */
export const backupFileName = (now: Date, prefix = "hospeda-backup") =>
  `${prefix}-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.json`;

/** True when nothing but accounts (and their invitations, sessions and the audit log) exists. */
export async function isEmptyInstallation(db: Parameters<typeof systemStorage>[0]) {
  const system = systemStorage(db);
  const tables = (await system.tablesInDependencyOrder()).filter(
    (t) => !(KEPT_BY_RESET as readonly string[]).includes(t),
  );
  return (await system.tablesWithRows(tables)).length === 0;
}
