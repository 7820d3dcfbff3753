// Conflicts: an imported event that could not take its nights (docs/decisions/0052), with both sides.
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CalendarConflictView } from "@shared/api/channels";
import type { ConflictResolution } from "@shared/channels";
import { calendarConflicts, calendarFeeds, roomBlocks } from "@shared/schema/channels";
import { guests } from "@shared/schema/guests";
import { reservationSegments as segments } from "@shared/schema/reservation-segments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../db";
import type { BlockDates } from "./room-blocks";

/** The block (and its feed) on our side of a conflict between two channels. */
const otherBlocks = alias(roomBlocks, "other_blocks");
const otherFeeds = alias(calendarFeeds, "other_feeds");

export function calendarConflictsStorage(db: DbOrTx) {
  return {
    /** Opens the block's conflict over `dates` naming what holds them, or moves its open one to those dates. */
    async open(block: { id: string; roomId: string }, dates: BlockDates) {
      const [other] = await db
        .select({ reservationId: segments.reservationId, blockId: segments.blockId })
        .from(segments)
        .where(
          and(
            eq(segments.roomId, block.roomId),
            eq(segments.live, true),
            sql`daterange(${segments.checkInDate}, ${segments.checkOutDate}, '[)')
              && daterange(${dates.checkInDate}::date, ${dates.checkOutDate}::date, '[)')`,
            sql`${segments.blockId} IS DISTINCT FROM ${block.id}`,
          ),
        )
        .orderBy(asc(segments.checkInDate))
        .limit(1);
      const values = {
        ...dates,
        otherReservationId: other?.reservationId ?? null,
        otherBlockId: other?.blockId ?? null,
      };
      await db
        .insert(calendarConflicts)
        .values({ blockId: block.id, ...values })
        .onConflictDoUpdate({
          target: calendarConflicts.blockId,
          targetWhere: sql`${calendarConflicts.status} = 'open'`,
          set: values,
        });
    },
    async close(blockId: string, resolution: ConflictResolution, userId: string | null) {
      await db
        .update(calendarConflicts)
        .set({ status: "resolved", resolution, resolvedBy: userId, resolvedAt: sql`now()` })
        .where(and(eq(calendarConflicts.blockId, blockId), eq(calendarConflicts.status, "open")));
    },
    async lockOpen(id: string) {
      const [row] = await db
        .select()
        .from(calendarConflicts)
        .where(and(eq(calendarConflicts.id, id), eq(calendarConflicts.status, "open")))
        .for("update");
      return row;
    },
    async countOpen() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(calendarConflicts)
        .where(eq(calendarConflicts.status, "open"));
      return row!.n;
    },
    /** The open conflicts, oldest first: the event's side and ours (a guest's stay or another channel's block). */
    listOpen() {
      return db
        .select({
          id: calendarConflicts.id,
          createdAt: calendarConflicts.createdAt,
          checkInDate: calendarConflicts.checkInDate,
          checkOutDate: calendarConflicts.checkOutDate,
          roomId: roomBlocks.roomId,
          roomNumber: rooms.number,
          feedName: calendarFeeds.name,
          channel: calendarFeeds.channel,
          blockKind: roomBlocks.kind,
          other: sql<CalendarConflictView["other"]>`json_build_object(
            'reservationId', ${reservations.id},
            'guestName', ${guests.firstName} || ' ' || ${guests.lastName},
            'checkInDate', ${reservations.checkInDate},
            'checkOutDate', ${reservations.checkOutDate},
            'blockId', ${calendarConflicts.otherBlockId},
            'feedName', ${otherFeeds.name})`,
        })
        .from(calendarConflicts)
        .innerJoin(roomBlocks, eq(roomBlocks.id, calendarConflicts.blockId))
        .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
        .leftJoin(calendarFeeds, eq(calendarFeeds.id, roomBlocks.feedId))
        .leftJoin(reservations, eq(reservations.id, calendarConflicts.otherReservationId))
        .leftJoin(guests, eq(guests.id, reservations.guestId))
        .leftJoin(otherBlocks, eq(otherBlocks.id, calendarConflicts.otherBlockId))
        .leftJoin(otherFeeds, eq(otherFeeds.id, otherBlocks.feedId))
        .where(eq(calendarConflicts.status, "open"))
        .orderBy(asc(calendarConflicts.createdAt));
    },
  };
}
