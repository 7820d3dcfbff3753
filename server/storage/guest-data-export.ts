// Everything held about one guest, as stored (docs/product.md §18, LGPD art. 18 II and V): the register's row, their
// reservations (as main guest or companion) with the nights, stays, consumption, payments and refunds, credits, and
// their requests, and what the FNRH register holds (their sensitive fields, their state with the register, the
// minors' authorisations they are in). The document photo is listed (whether there is one), never embedded.
import { eq, inArray, or } from "drizzle-orm";
import { guestCredits } from "@shared/schema/credits";
import { fnrhGuests, minorAuthorisations } from "@shared/schema/fnrh";
import { guestSensitiveData, guests } from "@shared/schema/guests";
import { lgpdRequests } from "@shared/schema/lgpd";
import { paymentRefunds, payments } from "@shared/schema/payments";
import { productConsumption } from "@shared/schema/products";
import { reservationGuests } from "@shared/schema/reservation-guests";
import { reservationNights, reservations } from "@shared/schema/reservations";
import { checkInOut } from "@shared/schema/stays";
import type { DbOrTx } from "../db";

export function guestDataExportStorage(db: DbOrTx) {
  return {
    async read(guestId: string) {
      const [guest] = await db.select().from(guests).where(eq(guests.id, guestId));
      if (!guest) return undefined;
      const companionOf = db
        .select({ id: reservationGuests.reservationId })
        .from(reservationGuests)
        .where(eq(reservationGuests.guestId, guestId));
      const stays = await db
        .select()
        .from(reservations)
        .where(or(eq(reservations.guestId, guestId), inArray(reservations.id, companionOf)))
        .orderBy(reservations.checkInDate);
      const ids = stays.map((r) => r.id);
      const paid = await db.select().from(payments).where(eq(payments.guestId, guestId)).orderBy(payments.createdAt);
      const paymentIds = paid.map((p) => p.id);
      return {
        guest,
        reservations: stays,
        nights: await db
          .select()
          .from(reservationNights)
          .where(inArray(reservationNights.reservationId, ids))
          .orderBy(reservationNights.night),
        stays: await db.select().from(checkInOut).where(inArray(checkInOut.reservationId, ids)),
        companions: await db.select().from(reservationGuests).where(inArray(reservationGuests.reservationId, ids)),
        consumption: await db
          .select()
          .from(productConsumption)
          .where(eq(productConsumption.guestId, guestId))
          .orderBy(productConsumption.consumedAt),
        payments: paid,
        refunds: await db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, paymentIds)),
        credits: await db.select().from(guestCredits).where(eq(guestCredits.guestId, guestId)),
        register: {
          sensitive: await db.select().from(guestSensitiveData).where(eq(guestSensitiveData.guestId, guestId)),
          sent: await db.select().from(fnrhGuests).where(eq(fnrhGuests.guestId, guestId)),
          minorAuthorisations: await db
            .select()
            .from(minorAuthorisations)
            .where(or(eq(minorAuthorisations.guestId, guestId), eq(minorAuthorisations.guardianGuestId, guestId))),
        },
        requests: await db
          .select()
          .from(lgpdRequests)
          .where(eq(lgpdRequests.guestId, guestId))
          .orderBy(lgpdRequests.requestedOn),
      };
    },
  };
}
