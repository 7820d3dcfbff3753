// reservation_segments: a stay's room over time (docs/product.md §7.4). The no-overlap constraint and the trigger
// that keeps them in step with their reservation are in migrations/0011 (docs/decisions/0033).
import { and, asc, eq, gt, gte, lt, sql, type Column, type SQL } from "drizzle-orm";
import type { ReservationMapStay, SegmentView } from "@shared/api/reservations";
import { calendarFeeds, roomBlocks } from "@shared/schema/channels";
import { reservationSegments as segments } from "@shared/schema/reservation-segments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../db";

/** The segment's nights as a range, [from, to): the expression the GiST indexes are built on. */
const segmentRange = sql`daterange(${segments.checkInDate}, ${segments.checkOutDate}, '[)')`;
const meetsWindow = (from: string, to: string) => sql`${segmentRange} && daterange(${from}::date, ${to}::date, '[)')`;
/**
 * The segment holds its room. Written exactly as the no-overlap constraint's WHERE (migrations/0011), so the
 * planner may use that partial index; server/db/no-overlap.test.ts compares the two as PostgreSQL reads them.
 */
export const holdsRoom = sql`${segments.live}`;

/** Live segments of the room given by `roomId` that meet [from, to), but those of `excludeReservationId`. */
export function overlappingSegments(roomId: Column | string, from: string, to: string, excludeReservationId?: string) {
  return and(
    eq(segments.roomId, roomId),
    holdsRoom,
    meetsWindow(from, to),
    // IS DISTINCT FROM: a block's segment (reservation_id null) is never excluded.
    excludeReservationId ? sql`${segments.reservationId} IS DISTINCT FROM ${excludeReservationId}` : undefined,
  );
}

/**
 * The live segments meeting [from, to), with only what the map's bars show: a desktop month holds thousands of
 * them, and the full view (room, notes, totals) would triple the bytes to read, encode and send. A moved stay
 * gives one bar per room, each with its own dates.
 *
 * Read from the segments alone: each carries its stay's status and origin and its guest's name, copied there by
 * triggers (migrations/0034, docs/decisions/0071). Looking them up in reservations and guests cost one probe of each
 * per bar, about 18 ms of a desktop month's 21 at 50,000 guests. A stay made from a channel's block shows that
 * channel (docs/product.md §17); only such a stay (origem 'canal') looks for its block.
 *
 * Plain SQL whose columns carry the API's names, so node-pg's rows are the answer: Drizzle's select mapped each
 * of a month's 1,800 rows field by field, about 12 ms a request (docs/decisions/0069).
 */
export function windowStays(from: string, to: string): SQL {
  return sql`SELECT ${segments.reservationId} AS id, ${segments.roomId} AS "roomId",
      ${segments.checkInDate} AS "checkInDate", ${segments.checkOutDate} AS "checkOutDate",
      ${segments.stayStatus} AS status, ${segments.stayOrigem} AS origem, 'reservation' AS kind,
      ${segments.guestFirstName} AS "guestFirstName", ${segments.guestLastName} AS "guestLastName",
      CASE WHEN ${segments.stayOrigem} = 'canal' THEN (SELECT f.channel FROM ${roomBlocks} b
        JOIN ${calendarFeeds} f ON f.id = b.feed_id WHERE b.reservation_id = ${segments.reservationId} LIMIT 1)
      END AS channel
    FROM ${segments}
    WHERE ${meetsWindow(from, to)} AND ${holdsRoom} AND ${segments.reservationId} IS NOT NULL
    ORDER BY ${segments.roomId}, ${segments.checkInDate}`;
}

export function segmentsStorage(db: DbOrTx) {
  return {
    /** A reservation's segments in date order, with each room's number. */
    async listForReservation(reservationId: string): Promise<SegmentView[]> {
      return db
        .select({
          roomId: segments.roomId,
          roomNumber: rooms.number,
          from: segments.checkInDate,
          to: segments.checkOutDate,
          pricePerNight: segments.pricePerNight,
        })
        .from(segments)
        .innerJoin(rooms, eq(rooms.id, segments.roomId))
        .where(eq(segments.reservationId, reservationId))
        .orderBy(asc(segments.checkInDate));
    },
    /** The earliest live segment of another reservation in `roomId` meeting [from, to), or undefined when free. */
    async firstTaken(roomId: string, from: string, to: string, excludeReservationId?: string) {
      const [taken] = await db
        .select({ from: segments.checkInDate, to: segments.checkOutDate })
        .from(segments)
        .where(overlappingSegments(roomId, from, to, excludeReservationId))
        .orderBy(asc(segments.checkInDate))
        .limit(1);
      return taken;
    },
    /** The map's window: what `windowStays` selects, rows as they come (their columns are named as the API's). */
    async listInWindow(from: string, to: string): Promise<ReservationMapStay[]> {
      return (await db.execute<ReservationMapStay>(windowStays(from, to))).rows;
    },
    /** A room's live stay segments ending after `after`, for its calendar export (no guest data). */
    liveInRoom(roomId: string, after: string) {
      return db
        .select({
          reservationId: reservations.id,
          checkInDate: segments.checkInDate,
          checkOutDate: segments.checkOutDate,
          updatedAt: reservations.updatedAt,
        })
        .from(segments)
        .innerJoin(reservations, eq(reservations.id, segments.reservationId))
        .where(and(eq(segments.roomId, roomId), holdsRoom, gt(segments.checkOutDate, after)))
        .orderBy(asc(segments.checkInDate));
    },
    /**
     * The in-house move's writes (docs/product.md §7.4), on a reservation the caller has locked: the nights from
     * `date` leave their segments (those starting then or later go, the one holding `date` ends there) and become
     * one segment in `roomId` at `pricePerNight` (null: the agreed rate).
     */
    async splitAt(reservationId: string, date: string, last: string, roomId: string, pricePerNight: string | null) {
      const mine = eq(segments.reservationId, reservationId);
      await db.delete(segments).where(and(mine, gte(segments.checkInDate, date)));
      await db
        .update(segments)
        .set({ checkOutDate: date })
        .where(and(mine, lt(segments.checkInDate, date), gt(segments.checkOutDate, date)));
      await db.insert(segments).values({ reservationId, roomId, checkInDate: date, checkOutDate: last, pricePerNight });
    },
    /** Sets the price of a one-segment reservation's segment (a whole move that takes the new room's rate). */
    async setOnlyPrice(reservationId: string, pricePerNight: string | null) {
      await db.update(segments).set({ pricePerNight }).where(eq(segments.reservationId, reservationId));
    },
  };
}
