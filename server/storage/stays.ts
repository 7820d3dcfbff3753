// check_in_out: one stay per reservation, from check-in to check-out.
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { checkInOut, guests, reservations, rooms } from "@shared/schema";
import type { DbOrTx } from "../db";

/** A stay with who, where and the booking it comes from: what the front desk lists show. */
const view = {
  id: checkInOut.id,
  reservationId: checkInOut.reservationId,
  guestId: checkInOut.guestId,
  roomId: checkInOut.roomId,
  checkInTime: checkInOut.checkInTime,
  checkOutTime: checkInOut.checkOutTime,
  actualCheckInDate: checkInOut.actualCheckInDate,
  actualCheckOutDate: checkInOut.actualCheckOutDate,
  notes: checkInOut.notes,
  createdAt: checkInOut.createdAt,
  updatedAt: checkInOut.updatedAt,
  guest: { firstName: guests.firstName, lastName: guests.lastName, phone: guests.phone },
  room: { number: rooms.number, type: rooms.type },
  reservation: {
    checkInDate: reservations.checkInDate,
    checkOutDate: reservations.checkOutDate,
    numberOfGuests: reservations.numberOfGuests,
    totalAmount: reservations.totalAmount,
    status: reservations.status,
  },
};

export function staysStorage(db: DbOrTx) {
  const selectView = () =>
    db
      .select(view)
      .from(checkInOut)
      .innerJoin(guests, eq(guests.id, checkInOut.guestId))
      .innerJoin(rooms, eq(rooms.id, checkInOut.roomId))
      .innerJoin(reservations, eq(reservations.id, checkInOut.reservationId));

  return {
    /** Every stay, the latest check-in first. */
    list() {
      return selectView().orderBy(desc(checkInOut.checkInTime));
    },
    /** Guests in the house: checked in and not yet out, the earliest expected departure first. */
    listActive() {
      return selectView()
        .where(and(isNotNull(checkInOut.checkInTime), isNull(checkInOut.checkOutTime)))
        .orderBy(asc(reservations.checkOutDate), asc(rooms.number));
    },
    /** Stays whose check-in (the actual date, else the recorded time) falls in [start, end). */
    listCheckedInBetween(start: Date, end: Date) {
      const checkedInAt = sql`coalesce(${checkInOut.actualCheckInDate}, ${checkInOut.checkInTime})`;
      return selectView()
        .where(and(gte(checkedInAt, start), lt(checkedInAt, end)))
        .orderBy(asc(checkedInAt));
    },
    async findView(id: string) {
      const [stay] = await selectView().where(eq(checkInOut.id, id));
      return stay;
    },
    async insert(values: typeof checkInOut.$inferInsert) {
      const [stay] = await db.insert(checkInOut).values(values).returning({ id: checkInOut.id });
      return stay!.id;
    },
    /** Closes an open stay; undefined when there is none (already checked out, or no such stay). */
    async checkOut(id: string, at: Date) {
      const [stay] = await db
        .update(checkInOut)
        .set({ checkOutTime: at, actualCheckOutDate: at, updatedAt: at })
        .where(and(eq(checkInOut.id, id), isNull(checkInOut.checkOutTime)))
        .returning();
      return stay;
    },
    async findById(id: string) {
      const [stay] = await db.select().from(checkInOut).where(eq(checkInOut.id, id));
      return stay;
    },
  };
}
