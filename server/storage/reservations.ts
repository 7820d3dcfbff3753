// reservations: the bookings, read with their guest and room, and written. The list is reservations-list.ts,
// the rooms over time reservation-segments.ts.
import { and, asc, desc, eq, getTableColumns, gte, lte, notExists, or, sql } from "drizzle-orm";
import type { ReservationStatus } from "@shared/enums";
import { reservationCancellations } from "@shared/schema/credits";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";

type NewReservation = typeof reservations.$inferInsert;
import { rooms } from "@shared/schema/rooms";
import { checkInOut } from "@shared/schema/stays";
import type { DbOrTx } from "../db";
import { isReferencedRowError } from "../db/pg-errors";
import { staysAsCompanion } from "./reservation-guests";

/** What an edit may write: the form's fields and what the quote gives (docs/decisions/0054). */
export type ReservationChanges = Partial<Omit<NewReservation, "id" | "createdAt" | "updatedAt">>;

/** A reservation with its guest's name and phone and its room's number: what every read of the API gives. */
export const reservationView = {
  ...getTableColumns(reservations),
  guest: { id: guests.id, firstName: guests.firstName, lastName: guests.lastName, phone: guests.phone },
  room: { id: rooms.id, number: rooms.number, type: rooms.type, pricePerNight: rooms.pricePerNight },
};

export function reservationsStorage(db: DbOrTx) {
  const selectView = () =>
    db
      .select(reservationView)
      .from(reservations)
      .innerJoin(guests, eq(guests.id, reservations.guestId))
      .innerJoin(rooms, eq(rooms.id, reservations.roomId));

  return {
    /**
     * Confirmed reservations due on `today` or earlier, not yet over, with no check-in (docs/product.md §8.3: the front
     * desk's 'Aguardando'), earliest check-in first; a stay whose dates are over is a no-show, not an arrival.
     */
    listPendingCheckIns(today: string) {
      const hasStay = db
        .select({ one: sql`1` })
        .from(checkInOut)
        .where(eq(checkInOut.reservationId, reservations.id));
      return selectView()
        .where(
          and(
            eq(reservations.status, "confirmed"),
            lte(reservations.checkInDate, today),
            gte(reservations.checkOutDate, today),
            notExists(hasStay),
          ),
        )
        .orderBy(asc(reservations.checkInDate), asc(rooms.number));
    },
    /** One guest's reservations, as main guest or as companion, the latest stays first (their details panel). */
    listForGuest(guestId: string) {
      return selectView()
        .where(or(eq(reservations.guestId, guestId), staysAsCompanion(guestId)))
        .orderBy(desc(reservations.checkInDate), desc(reservations.createdAt));
    },
    async findView(id: string) {
      const [reservation] = await selectView().where(eq(reservations.id, id));
      return reservation;
    },
    async findById(id: string) {
      const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id));
      return reservation;
    },
    /** The reservation, locked until the transaction ends: two desks checking it in take turns. */
    async lockById(id: string) {
      const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id)).for("update");
      return reservation;
    },
    async create(values: Omit<NewReservation, "id">) {
      const [created] = await db.insert(reservations).values(values).returning({ id: reservations.id });
      return created!.id;
    },
    /**
     * Updates a reservation only if its status is still `expectedStatus`, so a status move checked against a
     * stale read cannot land: false when the row changed (or vanished) in between.
     */
    async update(id: string, expectedStatus: ReservationStatus, values: ReservationChanges) {
      const updated = await db
        .update(reservations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(reservations.id, id), eq(reservations.status, expectedStatus)))
        .returning({ id: reservations.id });
      return updated.length > 0;
    },
    /** Adults and children of a locked reservation, their sum unchanged (the stay's list shows who is a minor). */
    async setGuestSplit(
      id: string,
      values: Pick<ReservationChanges, "adults" | "children" | "childrenAges" | "quotedTotal" | "totalAmount">,
      at: Date,
    ) {
      await db
        .update(reservations)
        .set({ ...values, updatedAt: at })
        .where(eq(reservations.id, id));
    },
    /** The moves only check-in and check-out make (checked_in, completed), on a row the caller has locked. */
    async setStatus(id: string, status: ReservationStatus, at: Date) {
      await db.update(reservations).set({ status, updatedAt: at }).where(eq(reservations.id, id));
    },
    /**
     * The room and dates a room move or a shortened stay leave, on a row the caller has locked; the trigger of
     * migrations/0011 trims the segments to the new dates (docs/decisions/0033).
     */
    async setStay(id: string, values: { roomId?: string; checkOutDate?: string; totalAmount?: string }, at: Date) {
      await db
        .update(reservations)
        .set({ ...values, updatedAt: at })
        .where(eq(reservations.id, id));
    },
    /**
     * 'referenced' when a stay, a payment, a consumption or a credit points at it (foreign keys, restrict). A
     * cancellation record that moved no money (no refund, fee or credit) goes with the reservation: it only said
     * that the booking was called off, and the audit trail keeps who did it.
     */
    async remove(id: string): Promise<"deleted" | "missing" | "referenced"> {
      try {
        return await db.transaction(async (tx) => {
          await tx
            .delete(reservationCancellations)
            .where(
              and(
                eq(reservationCancellations.reservationId, id),
                eq(reservationCancellations.refund, "0"),
                eq(reservationCancellations.fee, "0"),
                eq(reservationCancellations.credit, "0"),
              ),
            );
          const deleted = await tx
            .delete(reservations)
            .where(eq(reservations.id, id))
            .returning({ id: reservations.id });
          return deleted.length ? "deleted" : "missing";
        });
      } catch (error) {
        if (isReferencedRowError(error)) return "referenced";
        throw error;
      }
    },
  };
}
