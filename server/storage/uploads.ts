import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { roomTypePhotos } from "@shared/schema/room-types";
import { uploads } from "@shared/schema/uploads";
import type { DbOrTx } from "../db";

/** One-time document uploads. Times come from the caller, so a driver and its tests share one clock. */
export function uploadsStorage(db: DbOrTx) {
  return {
    async issue(createdBy: string, expiresAt: Date) {
      const [row] = await db.insert(uploads).values({ createdBy, expiresAt }).returning({ id: uploads.id });
      return row!.id;
    },
    async find(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },
    /** Marks the upload used if it is still usable by this user; one caller wins, the others get false. */
    async claim(id: string, userId: string, now: Date) {
      const claimed = await db
        .update(uploads)
        .set({ usedAt: now })
        .where(
          and(eq(uploads.id, id), eq(uploads.createdBy, userId), isNull(uploads.usedAt), gt(uploads.expiresAt, now)),
        )
        .returning({ id: uploads.id });
      return claimed.length === 1;
    },
    /**
     * Uploads that expired before `before`, each saying whether it became a document (its object is named after
     * the upload) that no guest and no room type's photo points at: a dialog closed without saving.
     */
    async expiredBefore(before: Date) {
      return db
        .select({
          id: uploads.id,
          // qualified by hand: Drizzle writes bare column names inside sql``, and "id" would be the guest's
          unattachedDocument: sql<boolean>`${uploads}.${sql.identifier(uploads.usedAt.name)} IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM ${guests} WHERE ${guests}.${sql.identifier(guests.documentPhotoUrl.name)}
              = '/objects/' || ${uploads}.${sql.identifier(uploads.id.name)}) AND NOT EXISTS (
            SELECT 1 FROM ${roomTypePhotos} WHERE '/objects/' || ${uploads}.${sql.identifier(uploads.id.name)}
              IN (${roomTypePhotos}.${sql.identifier(roomTypePhotos.objectPath.name)},
                  ${roomTypePhotos}.${sql.identifier(roomTypePhotos.thumbPath.name)}))`,
        })
        .from(uploads)
        .where(lt(uploads.expiresAt, before));
    },
    async forget(ids: string[]) {
      if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
    },
  };
}
