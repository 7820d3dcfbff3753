// reservation_guests: the companions of a stay (docs/product.md §7.5); the main guest is the reservation's guest_id.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { reservationGuests } from "@shared/schema/reservation-guests";
import { reservations } from "@shared/schema/reservations";
import type { DbOrTx } from "../db";

/** The reservations `guestId` stays in as a companion: for a guest's history (server/storage/reservations.ts). */
export const staysAsCompanion = (guestId: string) =>
  inArray(
    reservations.id,
    sql`(SELECT ${reservationGuests.reservationId} FROM ${reservationGuests} WHERE ${reservationGuests.guestId} = ${guestId})`,
  );

export function reservationGuestsStorage(db: DbOrTx) {
  const ofStay = (reservationId: string, guestId: string) =>
    and(eq(reservationGuests.reservationId, reservationId), eq(reservationGuests.guestId, guestId));

  return {
    /** The stay's companions with their names and birth dates, in the order they were added. */
    list(reservationId: string) {
      return db
        .select({
          guestId: guests.id,
          firstName: guests.firstName,
          lastName: guests.lastName,
          birthDate: guests.birthDate,
          guardianGuestId: reservationGuests.guardianGuestId,
        })
        .from(reservationGuests)
        .innerJoin(guests, eq(guests.id, reservationGuests.guestId))
        .where(eq(reservationGuests.reservationId, reservationId))
        .orderBy(asc(reservationGuests.createdAt), asc(guests.firstName), asc(guests.id));
    },
    async count(reservationId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(reservationGuests)
        .where(eq(reservationGuests.reservationId, reservationId));
      return row!.n;
    },
    async has(reservationId: string, guestId: string) {
      const [row] = await db
        .select({ guestId: reservationGuests.guestId })
        .from(reservationGuests)
        .where(ofStay(reservationId, guestId));
      return row !== undefined;
    },
    /** A guest with a name and a birth date only: a companion's first record (no phone yet). */
    async createGuest(values: { firstName: string; lastName: string; birthDate: string }) {
      const [guest] = await db.insert(guests).values(values).returning();
      return guest!;
    },
    async add(values: { reservationId: string; guestId: string; guardianGuestId: string | null }) {
      await db.insert(reservationGuests).values(values);
    },
    /** Takes the companion off the stay, and off the guardianship of the stay's minors; false when not on it. */
    async remove(reservationId: string, guestId: string) {
      await db
        .update(reservationGuests)
        .set({ guardianGuestId: null })
        .where(and(eq(reservationGuests.reservationId, reservationId), eq(reservationGuests.guardianGuestId, guestId)));
      const removed = await db
        .delete(reservationGuests)
        .where(ofStay(reservationId, guestId))
        .returning({ guestId: reservationGuests.guestId });
      return removed.length > 0;
    },
  };
}
