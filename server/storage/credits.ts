// Cancellations that held money and guest credits (docs/decisions/0031): written by server/domain/cancellation.ts and
// drawn by a payment with the guest's credit, in the transaction that locks the reservation.
import { and, asc, desc, eq, gt, gte, sql } from "drizzle-orm";
import { guestCreditUses, guestCredits, reservationCancellations } from "@shared/schema/credits";
import { payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import type { DbOrTx } from "../db";

export function creditsStorage(db: DbOrTx) {
  return {
    async insertCancellation(values: typeof reservationCancellations.$inferInsert) {
      await db.insert(reservationCancellations).values(values);
    },
    async insertCredit(values: typeof guestCredits.$inferInsert) {
      const [credit] = await db.insert(guestCredits).values(values).returning();
      return credit!;
    },
    /** The guest's credits still usable on `today`, soonest to expire first, locked: two payments take turns. */
    lockUsable(guestId: string, today: string) {
      return db
        .select()
        .from(guestCredits)
        .where(
          and(eq(guestCredits.guestId, guestId), gt(guestCredits.balance, "0"), gte(guestCredits.expiresOn, today)),
        )
        .orderBy(asc(guestCredits.expiresOn), asc(guestCredits.createdAt), asc(guestCredits.id))
        .for("update");
    },
    async drawDown(creditId: string, amount: string) {
      await db
        .update(guestCredits)
        .set({ balance: sql`${guestCredits.balance} - ${amount}::numeric` })
        .where(eq(guestCredits.id, creditId));
    },
    async insertUse(values: typeof guestCreditUses.$inferInsert) {
      await db.insert(guestCreditUses).values(values);
    },
    /** A guest's credits, newest first, with the stay each came from. */
    listForGuest(guestId: string) {
      return db
        .select({
          id: guestCredits.id,
          amount: guestCredits.amount,
          balance: guestCredits.balance,
          expiresOn: guestCredits.expiresOn,
          createdAt: guestCredits.createdAt,
          originReservationId: guestCredits.originReservationId,
          originCheckInDate: reservations.checkInDate,
        })
        .from(guestCredits)
        .innerJoin(reservations, eq(reservations.id, guestCredits.originReservationId))
        .where(eq(guestCredits.guestId, guestId))
        .orderBy(desc(guestCredits.createdAt), desc(guestCredits.id));
    },
    /** Whether the reservation's money was settled by a cancellation (its split recorded). */
    async wasReleased(reservationId: string) {
      const [row] = await db
        .select({ id: reservationCancellations.reservationId })
        .from(reservationCancellations)
        .where(eq(reservationCancellations.reservationId, reservationId));
      return Boolean(row);
    },
    /** What a payment drew from each credit, in the order drawn. */
    usesOf(paymentId: string) {
      return db
        .select()
        .from(guestCreditUses)
        .where(eq(guestCreditUses.paymentId, paymentId))
        .orderBy(asc(guestCreditUses.createdAt), asc(guestCreditUses.id));
    },
    /** Puts `amount` back on a credit (a refund of a payment drawn from it); the CHECK keeps it within the amount. */
    async giveBack(creditId: string, amount: string) {
      await db
        .update(guestCredits)
        .set({ balance: sql`${guestCredits.balance} + ${amount}::numeric` })
        .where(eq(guestCredits.id, creditId));
    },
    /** A reservation's payments that still hold money, newest first, locked (the refunds of a cancellation). */
    lockPaymentsOf(reservationId: string) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.reservationId, reservationId), eq(payments.status, "completed")))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .for("update");
    },
  };
}
