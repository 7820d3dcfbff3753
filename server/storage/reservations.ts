import { and, asc, desc, eq, getTableColumns, ne, sql, type Column, type SQL } from "drizzle-orm";
import {
  guests,
  reservations,
  rooms,
  type InsertReservation,
  type UpdateReservation,
} from "@shared/schema";
import type { ReservationStatus } from "@shared/enums";
import type { DbOrTx } from "../db";
import { isReferencedRowError } from "../db/pg-errors";

/** A reservation with its guest's name and phone and its room's number: what every read of the API gives. */
const view = {
  ...getTableColumns(reservations),
  guest: { id: guests.id, firstName: guests.firstName, lastName: guests.lastName, phone: guests.phone },
  room: { id: rooms.id, number: rooms.number, type: rooms.type, pricePerNight: rooms.pricePerNight },
};

/** The stay as a range, [check-in, check-out): the same expression the GiST indexes are built on. */
const stayRange = sql`daterange(${reservations.checkInDate}, ${reservations.checkOutDate}, '[)')`;
const meetsWindow = (from: string, to: string) => sql`${stayRange} && daterange(${from}::date, ${to}::date, '[)')`;
/**
 * Written as literally as the no-overlap constraint's WHERE, so the planner may use that partial index.
 * (Kept in step with LIVE_RESERVATION_STATUSES in shared/enums.ts.)
 */
export const holdsRoom = sql`${reservations.status} NOT IN ('cancelled', 'no_show')`;

/** Live reservations of the room given by `roomId` that meet [from, to), but for `excludeId`. */
export function overlappingStays(roomId: Column | string, from: string, to: string, excludeId?: string) {
  return and(
    eq(reservations.roomId, roomId),
    holdsRoom,
    meetsWindow(from, to),
    excludeId ? ne(reservations.id, excludeId) : undefined,
  );
}

export function reservationsStorage(db: DbOrTx) {
  const selectView = () =>
    db.select(view).from(reservations).innerJoin(guests, eq(guests.id, reservations.guestId)).innerJoin(rooms, eq(rooms.id, reservations.roomId));

  return {
    /** Every reservation, the latest stays first. */
    list() {
      return selectView().orderBy(desc(reservations.checkInDate), desc(reservations.createdAt));
    },
    /** Reservations matching `where`, earliest check-in first (the front desk's pending arrivals). */
    listWhere(where: SQL) {
      return selectView().where(where).orderBy(asc(reservations.checkInDate), asc(rooms.number));
    },
    /** One guest's reservations, the latest stays first (the guest's details panel). */
    listForGuest(guestId: string) {
      return selectView()
        .where(eq(reservations.guestId, guestId))
        .orderBy(desc(reservations.checkInDate), desc(reservations.createdAt));
    },
    /**
     * The live stays meeting [from, to), with only what the map's bars show: a desktop month holds thousands of
     * them, and the full view (room, notes, totals) would triple the bytes to read, encode and send.
     */
    listInWindow(from: string, to: string) {
      return db
        .select({
          id: reservations.id,
          roomId: reservations.roomId,
          checkInDate: reservations.checkInDate,
          checkOutDate: reservations.checkOutDate,
          status: reservations.status,
          guestFirstName: guests.firstName,
          guestLastName: guests.lastName,
        })
        .from(reservations)
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .where(and(meetsWindow(from, to), holdsRoom))
        .orderBy(asc(reservations.roomId), asc(reservations.checkInDate));
    },
    async findView(id: string) {
      const [reservation] = await selectView().where(eq(reservations.id, id));
      return reservation;
    },
    async findById(id: string) {
      const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id));
      return reservation;
    },
    async create(values: InsertReservation & { totalAmount: string }) {
      const [created] = await db.insert(reservations).values(values).returning({ id: reservations.id });
      return created!.id;
    },
    /**
     * Updates a reservation only if its status is still `expectedStatus`, so a status move checked against a
     * stale read cannot land: false when the row changed (or vanished) in between.
     */
    async update(id: string, expectedStatus: ReservationStatus, values: Partial<UpdateReservation>) {
      const updated = await db
        .update(reservations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(reservations.id, id), eq(reservations.status, expectedStatus)))
        .returning({ id: reservations.id });
      return updated.length > 0;
    },
    /** 'referenced' when a stay, a payment or a consumption points at it (foreign keys, restrict). */
    async remove(id: string): Promise<"deleted" | "missing" | "referenced"> {
      try {
        const deleted = await db.delete(reservations).where(eq(reservations.id, id)).returning({ id: reservations.id });
        return deleted.length ? "deleted" : "missing";
      } catch (error) {
        if (isReferencedRowError(error)) return "referenced";
        throw error;
      }
    },
  };
}
