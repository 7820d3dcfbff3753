// 'Backup automático diário' (Configurações > Geral, docs/product.md §5.6): when the switch is on, each night's job
// (server/jobs/definitions.ts) writes a streamed backup into DATA_DIR/backups and keeps only the newest N
// (dailyBackupsKept). Written under a temporary name and renamed when complete, so a backup cut short by a stop is
// never taken for a whole one.
import fs from "node:fs";
import path from "node:path";
import { geralOf } from "@shared/validators/settings";
import type { Db } from "../db";
import type { ObjectStorage } from "../files/object-storage";
import { storage } from "../storage";
import { streamBackup, streamedBackupFileName } from "./backup-stream";

const DAILY_PREFIX = "hospeda-backup-diario";
const isDailyBackup = (name: string) => name.startsWith(`${DAILY_PREFIX}-`) && name.endsWith(".jsonl.gz");

/** The folder the daily backups go to. */
export const dailyBackupDir = (dataDir: string) => path.join(dataDir, "backups");

/** Deletes all but the newest `kept` daily backups in `dir` (their names sort by date); returns the deleted names. */
async function keepNewestDailyBackups(dir: string, kept: number) {
  const names = (await fs.promises.readdir(dir)).filter(isDailyBackup).sort();
  const old = names.slice(0, Math.max(0, names.length - kept));
  for (const name of old) await fs.promises.rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * The night's backup, when Geral's switch is on: the file written (its name) and the old ones deleted; null when
 * the switch is off.
 */
export async function runDailyBackup(db: Db, options: { dir: string; now: Date; files?: ObjectStorage }) {
  const geral = geralOf(await storage(db).settings.get("geral"));
  if (!geral.dailyBackup) return null;
  await fs.promises.mkdir(options.dir, { recursive: true, mode: 0o700 });
  const name = streamedBackupFileName(options.now, DAILY_PREFIX);
  const partial = path.join(options.dir, `.${name}.partial`);
  try {
    await streamBackup(db, fs.createWriteStream(partial, { mode: 0o600 }), { files: options.files, now: options.now });
    await fs.promises.rename(partial, path.join(options.dir, name));
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
  return { file: name, deleted: await keepNewestDailyBackups(options.dir, geral.dailyBackupsKept) };
}
