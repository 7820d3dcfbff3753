// Channel blocks (migrations/0021, docs/decisions/0052): their nights are a segment row under the no-overlap
// constraint, written by the block's trigger, so every write here may answer 23P01 when the nights are taken.
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { ReservationMapBlock } from "@shared/api/reservations";
import type { BlockKind, BlockStatus } from "@shared/channels";
import { calendarFeeds, roomBlocks } from "@shared/schema/channels";
import type { DbOrTx } from "../db";

const blockRange = sql`daterange(${roomBlocks.checkInDate}, ${roomBlocks.checkOutDate}, '[)')`;

/** A block as stored (the sync reads a feed's blocks whole). */
export type StoredBlock = typeof roomBlocks.$inferSelect;

export interface BlockDates {
  checkInDate: string;
  checkOutDate: string;
}

export function roomBlocksStorage(db: DbOrTx) {
  return {
    /** The active blocks meeting [from, to), with the feed they came from: the map's second layer. */
    listInWindow(from: string, to: string): Promise<ReservationMapBlock[]> {
      return db
        .select({
          kind: sql<"block">`'block'`,
          id: roomBlocks.id,
          roomId: roomBlocks.roomId,
          checkInDate: roomBlocks.checkInDate,
          checkOutDate: roomBlocks.checkOutDate,
          blockKind: sql<BlockKind>`${roomBlocks.kind}`,
          source: sql<ReservationMapBlock["source"]>`json_build_object('feedName', ${calendarFeeds.name},
            'channel', ${calendarFeeds.channel})`,
        })
        .from(roomBlocks)
        .leftJoin(calendarFeeds, eq(calendarFeeds.id, roomBlocks.feedId))
        .where(and(eq(roomBlocks.status, "active"), sql`${blockRange} && daterange(${from}::date, ${to}::date, '[)')`))
        .orderBy(asc(roomBlocks.roomId), asc(roomBlocks.checkInDate));
    },
    /** The feed's blocks by UID, locked (the caller holds the feed's lock too). */
    async forFeed(feedId: string) {
      return db.select().from(roomBlocks).where(eq(roomBlocks.feedId, feedId)).for("update");
    },
    async insert(
      values: { roomId: string; feedId: string; uid: string; kind: BlockKind; status: BlockStatus } & BlockDates,
    ) {
      const [row] = await db.insert(roomBlocks).values(values).returning();
      return row!;
    },
    async update(
      id: string,
      values: Partial<BlockDates & { status: BlockStatus; kind: BlockKind; reservationId: string }>,
    ) {
      await db
        .update(roomBlocks)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(roomBlocks.id, id));
    },
    /** Releases the feed's blocks that still hold or wait for a room (the feed is being deleted). */
    async releaseFeed(feedId: string) {
      await db
        .update(roomBlocks)
        .set({ status: "released", updatedAt: sql`now()` })
        .where(and(eq(roomBlocks.feedId, feedId), inArray(roomBlocks.status, ["active", "conflict", "ignored"])));
    },
    async findById(id: string) {
      const [row] = await db.select().from(roomBlocks).where(eq(roomBlocks.id, id));
      return row;
    },
    async lockById(id: string) {
      const [row] = await db.select().from(roomBlocks).where(eq(roomBlocks.id, id)).for("update");
      return row;
    },
    /** Active blocks of a room ending after `after`, for its export. */
    activeForRoom(roomId: string, after: string) {
      return db
        .select({
          id: roomBlocks.id,
          checkInDate: roomBlocks.checkInDate,
          checkOutDate: roomBlocks.checkOutDate,
          updatedAt: roomBlocks.updatedAt,
        })
        .from(roomBlocks)
        .where(and(eq(roomBlocks.roomId, roomId), eq(roomBlocks.status, "active"), gt(roomBlocks.checkOutDate, after)))
        .orderBy(asc(roomBlocks.checkInDate));
    },
  };
}
