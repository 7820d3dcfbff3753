// The dashboard's reads: counts and sums, each one query. Instants and dates come in as parameters (the server's
// clock and the pousada's calendar), never from the database's now(), so every figure is for the same moment.
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
} from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { paymentRefunds, payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { checkInOut } from "@shared/schema/stays";
import type { DbOrTx } from "../db";
import { netRevenueByMethod } from "./reports/net-payments";

const checkedInAt = sql`coalesce(${checkInOut.actualCheckInDate}, ${checkInOut.checkInTime})`;
const checkedOutAt = sql`coalesce(${checkInOut.actualCheckOutDate}, ${checkInOut.checkOutTime})`;

export function dashboardStorage(db: DbOrTx) {
  return {
    async roomCounts() {
      const [row] = await db
        .select({
          active: count(),
          occupied: sql<number>`count(*) FILTER (WHERE ${rooms.status} = 'occupied')`.mapWith(Number),
        })
        .from(rooms)
        .where(eq(rooms.isActive, true));
      return row!;
    },
    async countCheckIns(start: Date, end: Date) {
      const [row] = await db
        .select({ total: count() })
        .from(checkInOut)
        .where(and(gte(checkedInAt, start), lt(checkedInAt, end)));
      return row!.total;
    },
    async countCheckOuts(start: Date, end: Date) {
      const [row] = await db
        .select({ total: count() })
        .from(checkInOut)
        .where(and(gte(checkedOutAt, start), lt(checkedOutAt, end)));
      return row!.total;
    },
    /** Rooms with a guest in the house at `at`: checked in by then and not yet out. */
    async roomsOccupiedAt(at: Date) {
      const [row] = await db
        .select({ total: countDistinct(checkInOut.roomId) })
        .from(checkInOut)
        .where(and(lte(checkedInAt, at), or(isNull(checkInOut.checkOutTime), sql`${checkedOutAt} > ${at}`)));
      return row!.total;
    },
    /**
     * Revenue in [start, end) as a decimal string, negative when refunds outweigh payments (docs/decisions/0015):
     * the payments recorded then that were completed (refunded ones included: their refunds are counted apart),
     * minus the refunds recorded then, whichever payment they refund. Numeric sums: no float.
     */
    async completedRevenue(start: Date, end: Date) {
      // From the per-day summary and the rows of the period's first and last hours (docs/decisions/0045).
      const { rows } = await db.execute<{ total: string }>(sql`
        SELECT coalesce(sum(amount), 0.00)::numeric(15, 2)::text AS total FROM (${netRevenueByMethod(start, end)}) moves`);
      return rows[0]!.total;
    },
    /** The payments (positive) and refunds (negative amounts) recorded in [start, end): the revenue chart's days. */
    async revenueMovesBetween(start: Date, end: Date) {
      const [paid, refunded] = await Promise.all([
        db
          .select({ amount: payments.amount, createdAt: payments.createdAt })
          .from(payments)
          .where(
            and(
              inArray(payments.status, ["completed", "refunded"]),
              ne(payments.method, "guest_credit"),
              gte(payments.createdAt, start),
              lt(payments.createdAt, end),
            ),
          ),
        db
          .select({ amount: sql<string>`(-${paymentRefunds.amount})::text`, createdAt: paymentRefunds.createdAt })
          .from(paymentRefunds)
          .where(and(gte(paymentRefunds.createdAt, start), lt(paymentRefunds.createdAt, end))),
      ]);
      return [...paid, ...refunded];
    },
    async recentCompletedPayments(limit: number) {
      const rows = await db
        .select({
          id: payments.id,
          description: payments.description,
          method: payments.method,
          amount: payments.amount,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.status, "completed"))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
    /** Active stays whose booking leaves on `date`: the 'N check-outs hoje' notification. */
    async countActiveStaysDeparting(date: string) {
      const [row] = await db
        .select({ total: count() })
        .from(checkInOut)
        .innerJoin(reservations, eq(reservations.id, checkInOut.reservationId))
        .where(and(isNull(checkInOut.checkOutTime), eq(reservations.checkOutDate, date)));
      return row!.total;
    },
    /** Bookings still to arrive on `date` (pending or confirmed): 'N reservas amanhã'. */
    async countLiveArrivals(date: string) {
      const [row] = await db
        .select({ total: count() })
        .from(reservations)
        .where(and(eq(reservations.checkInDate, date), inArray(reservations.status, ["pending", "confirmed"])));
      return row!.total;
    },
    stayArrivals(start: Date, end: Date) {
      return db
        .select({
          reservationId: checkInOut.reservationId,
          stayId: checkInOut.id,
          guest: { firstName: guests.firstName, lastName: guests.lastName, phone: guests.phone },
          room: { number: rooms.number },
          checkInDate: reservations.checkInDate,
          checkOutDate: reservations.checkOutDate,
          checkInTime: checkInOut.checkInTime,
          actualCheckInDate: checkInOut.actualCheckInDate,
        })
        .from(checkInOut)
        .innerJoin(reservations, eq(reservations.id, checkInOut.reservationId))
        .innerJoin(guests, eq(guests.id, checkInOut.guestId))
        .innerJoin(rooms, eq(rooms.id, checkInOut.roomId))
        .where(and(gte(checkedInAt, start), lt(checkedInAt, end)))
        .orderBy(checkedInAt);
    },
    /** Confirmed bookings for `date` with no check-in yet. */
    expectedArrivals(date: string) {
      const hasStay = db
        .select({ one: sql`1` })
        .from(checkInOut)
        .where(eq(checkInOut.reservationId, reservations.id));
      return db
        .select({
          reservationId: reservations.id,
          guest: { firstName: guests.firstName, lastName: guests.lastName, phone: guests.phone },
          room: { number: rooms.number },
          checkInDate: reservations.checkInDate,
          checkOutDate: reservations.checkOutDate,
        })
        .from(reservations)
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .innerJoin(rooms, eq(rooms.id, reservations.roomId))
        .where(and(eq(reservations.checkInDate, date), eq(reservations.status, "confirmed"), notExists(hasStay)))
        .orderBy(rooms.number);
    },
  };
}
