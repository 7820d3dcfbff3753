import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { uploads } from "@shared/schema";
import type { Db } from "../db";

/** One-time document uploads. Times come from the caller, so a driver and its tests share one clock. */
export function uploadsStorage(db: Db) {
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
        .where(and(eq(uploads.id, id), eq(uploads.createdBy, userId), isNull(uploads.usedAt), gt(uploads.expiresAt, now)))
        .returning({ id: uploads.id });
      return claimed.length === 1;
    },
    async deleteExpired(before: Date) {
      await db.delete(uploads).where(lt(uploads.expiresAt, before));
    },
  };
}
