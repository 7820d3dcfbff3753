// The backups 'Redefinir Sistema' keeps of what it erased, the newest few only.
import { desc, notInArray } from "drizzle-orm";
import { resetBackups } from "@shared/schema/settings";
import type { DbOrTx } from "../db";

/** How many of the latest resets' backups are kept. */
const RESET_BACKUPS_KEPT = 3;

export function resetBackupsStorage(db: DbOrTx) {
  /** The newest kept reset backup first. */
  const newestFirst = [desc(resetBackups.createdAt), desc(resetBackups.id)];

  return {
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
  };
}
