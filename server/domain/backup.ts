// The whole business's data out and back (Configurações > Sistema, `npm run restore`). The download is streamed
// (format 2, backup-stream.ts, docs/decisions/0041); format 1 here, one JSON document with every table
// (backup-file.ts), is what a reset keeps, and is put back by backup-restore.ts; 'Redefinir Sistema' takes one before it
// empties the data. Documents are listed (path, type, size): their bytes stay in DATA_DIR/uploads or the bucket,
// which are copied as files.
import { createHash } from "node:crypto";
import type { Db } from "../db";
import type { ObjectStorage } from "../files/object-storage";
import { KEPT_BY_RESET, systemStorage } from "../storage/system";
import { backupFileName, writeBackup } from "./backup-file";

export { restoreBackup } from "./backup-restore";

/** A complete backup, read in one REPEATABLE READ snapshot so that every table is seen at the same instant. */
export async function createBackup(db: Db, options: { files?: ObjectStorage; now?: Date } = {}) {
  return db.transaction((tx) => writeBackup(tx, options.files, options.now ?? new Date()), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

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
