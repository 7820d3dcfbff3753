// The backup file, format 2 (docs/decisions/0041): gzip-compressed JSON lines, written as the rows are read, so a
// backup of any size takes the same memory. Line 1 is the header (format, version, when, the rows per table, the
// documents); then, per table, a line ["tabela", name] followed by one JSON object per row; last, ["fim"], without
// which the file is incomplete. Read back by backup-restore-stream.ts.
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Db, DbOrTx } from "../db";
import type { ObjectStorage } from "../files/object-storage";
import { systemStorage } from "../storage/system";
import { systemStreamStorage } from "../storage/system-stream";
import { appVersion, backedUpTables, BACKUP_FORMAT, listDocuments } from "./backup-file";

const STREAMED_FORMAT_VERSION = 2;

/** The line that opens a table's rows, and the one that ends the file. */
const tableLine = (table: string) => JSON.stringify(["tabela", table]);
export const END_LINE = JSON.stringify(["fim"]);

/** The file's lines, a page of rows at a time, read in `tx` (a REPEATABLE READ snapshot). */
async function* backupLines(tx: DbOrTx, files: ObjectStorage | undefined, now: Date, pageRows?: number) {
  const system = systemStorage(tx);
  const tables = await backedUpTables(tx);
  const header = {
    format: BACKUP_FORMAT,
    formatVersion: STREAMED_FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt: now.toISOString(),
    counts: await system.rowCounts(tables),
    documents: await listDocuments(await system.documentPaths(), files),
  };
  yield `${JSON.stringify(header)}\n`;
  const stream = systemStreamStorage(tx);
  for (const table of tables) {
    yield `${tableLine(table)}\n`;
    for await (const page of stream.rowPages(table, await system.writableColumns(table), pageRows)) yield `${page}\n`;
  }
  yield `${END_LINE}\n`;
}

/**
 * Writes a complete backup to `destination` (a download, a file), gzip-compressed, read in one REPEATABLE READ
 * snapshot so that every table is seen at the same instant. Resolves when the last byte is written; a destination
 * that closes early (a download cancelled) ends the read and rejects.
 */
export async function streamBackup(
  db: Db,
  destination: Writable,
  options: { files?: ObjectStorage; now?: Date; pageRows?: number } = {},
) {
  const now = options.now ?? new Date();
  await db.transaction(
    (tx) => pipeline(Readable.from(backupLines(tx, options.files, now, options.pageRows)), createGzip(), destination),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The name a streamed backup is downloaded and kept under: hospeda-backup-2026-11-23T05-30-00.jsonl.gz. */
export const streamedBackupFileName = (now: Date, prefix = "hospeda-backup") =>
  `${prefix}-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.jsonl.gz`;
