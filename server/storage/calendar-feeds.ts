// Calendar feeds, their runs and the room's export token (migrations/0021, docs/decisions/0052).
import { and, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { calendarExports, calendarFeeds, calendarSyncRuns } from "@shared/schema/channels";
import type { DbOrTx } from "../db";

export type NewFeed = Pick<
  typeof calendarFeeds.$inferInsert,
  "roomId" | "name" | "url" | "channel" | "importUnavailable"
>;
export type RunCounts = { events: number; added: number; changed: number; released: number; conflicts: number };

/** What the owner's screen reads of a feed: never the URL's secret beyond its host. */
const feedView = {
  id: calendarFeeds.id,
  roomId: calendarFeeds.roomId,
  name: calendarFeeds.name,
  url: calendarFeeds.url,
  channel: calendarFeeds.channel,
  importUnavailable: calendarFeeds.importUnavailable,
  lastSuccessAt: calendarFeeds.lastSuccessAt,
  lastError: calendarFeeds.lastError,
  lastErrorAt: calendarFeeds.lastErrorAt,
  nextSyncAt: calendarFeeds.nextSyncAt,
};

export function calendarFeedsStorage(db: DbOrTx) {
  return {
    listForRoom(roomId: string) {
      return db
        .select(feedView)
        .from(calendarFeeds)
        .where(eq(calendarFeeds.roomId, roomId))
        .orderBy(calendarFeeds.createdAt);
    },
    async insert(values: NewFeed) {
      const [row] = await db.insert(calendarFeeds).values(values).returning(feedView);
      return row!;
    },
    async findById(id: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
      return row;
    },
    /** Serialises the feed's syncs across requests, jobs and instances (SELECT ... FOR UPDATE). */
    async lockById(id: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id)).for("update");
      return row;
    },
    /** The '(Not available)' switch; the feed is read again at the job's next turn, so the change shows soon. */
    async setImportUnavailable(id: string, importUnavailable: boolean) {
      const [row] = await db
        .update(calendarFeeds)
        .set({ importUnavailable, nextSyncAt: sql`now()` })
        .where(eq(calendarFeeds.id, id))
        .returning(feedView);
      return row;
    },
    /** A shorter sync period applies now: no feed waits past `latest` for its next run. */
    async syncBy(latest: Date) {
      await db
        .update(calendarFeeds)
        .set({ nextSyncAt: sql`least(${calendarFeeds.nextSyncAt}, ${latest})` })
        .where(gt(calendarFeeds.nextSyncAt, latest));
    },
    /** Feeds whose last run failed (unreachable, refused or suspect): the bell counts them. */
    async countFailing() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(calendarFeeds)
        .where(isNotNull(calendarFeeds.lastError));
      return row!.n;
    },
    async remove(id: string) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.id, id));
    },
    /** Ids of the feeds whose next sync is due at `now`. */
    async due(now: Date) {
      const rows = await db
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(lte(calendarFeeds.nextSyncAt, now));
      return rows.map((r) => r.id);
    },
    async succeeded(id: string, nextSyncAt: Date) {
      await db
        .update(calendarFeeds)
        .set({ lastSuccessAt: sql`now()`, lastError: null, lastErrorAt: null, failures: 0, nextSyncAt })
        .where(eq(calendarFeeds.id, id));
    },
    /** Records the error; `failures` grows, and the caller's backoff sets the next try from it. */
    async failed(id: string, message: string, nextSyncAt: (failures: number) => Date) {
      const [row] = await db
        .update(calendarFeeds)
        .set({ lastError: message, lastErrorAt: sql`now()`, failures: sql`${calendarFeeds.failures} + 1` })
        .where(eq(calendarFeeds.id, id))
        .returning({ failures: calendarFeeds.failures });
      if (row)
        await db
          .update(calendarFeeds)
          .set({ nextSyncAt: nextSyncAt(row.failures) })
          .where(eq(calendarFeeds.id, id));
    },
    async logRun(feedId: string, run: { ok: boolean; error?: string } & Partial<RunCounts>) {
      await db.insert(calendarSyncRuns).values({ feedId, ...run });
    },
    runs(feedId: string) {
      return db
        .select()
        .from(calendarSyncRuns)
        .where(eq(calendarSyncRuns.feedId, feedId))
        .orderBy(desc(calendarSyncRuns.at))
        .limit(50);
    },
    async exportOf(roomId: string) {
      const [row] = await db.select().from(calendarExports).where(eq(calendarExports.roomId, roomId));
      return row;
    },
    /** Sets the room's export salt and token hash (a rotation replaces both: the old token stops at once). */
    async setExport(roomId: string, salt: string, tokenHash: string) {
      await db
        .insert(calendarExports)
        .values({ roomId, salt, tokenHash })
        .onConflictDoUpdate({ target: calendarExports.roomId, set: { salt, tokenHash, createdAt: sql`now()` } });
    },
    /** Inserts the first export of a room unless another request did; answers the row that stands. */
    async firstExport(roomId: string, salt: string, tokenHash: string) {
      await db.insert(calendarExports).values({ roomId, salt, tokenHash }).onConflictDoNothing();
      const [row] = await db.select().from(calendarExports).where(eq(calendarExports.roomId, roomId));
      return row!;
    },
    async roomOfToken(tokenHash: string) {
      const [row] = await db
        .select({ roomId: calendarExports.roomId, createdAt: calendarExports.createdAt })
        .from(calendarExports)
        .where(and(eq(calendarExports.tokenHash, tokenHash)));
      return row;
    },
  };
}
