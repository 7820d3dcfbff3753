// A stay's bill as the ledger sees it: what was agreed, what was consumed, what was paid (docs/decisions/0015), in
// integer centavos computed by PostgreSQL's exact numeric (server/domain/billing.ts turns them into a balance and a
// statusPagamento). The payment, refund, consumption and check-out transactions read it on a reservation they lock.
import { eq, sql } from "drizzle-orm";
import { guestCredits, reservationCancellations } from "@shared/schema/credits";
import { guests } from "@shared/schema/guests";
import { productConsumption } from "@shared/schema/products";
import { payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { RESERVATION_PAYMENT_STATUSES } from "@shared/enums";
import type { DbOrTx } from "../db";

// Spelled out qualified: in a one-table select Drizzle writes a column unqualified, and inside the subqueries "id"
// would be the payment's or the line's own.
const outerReservationId = sql`${sql.identifier("reservations")}.${sql.identifier("id")}`;

/**
 * The bill's figures of the reservation in the outer query: the agreed total (a cancelled or no-show stay's: its
 * fee, docs/decisions/0031), the consumption, and what was paid (completed payments minus their refunds, a wholly
 * refunded payment counting as nothing, minus what a cancellation turned into a guest credit).
 */
export const billFigures = {
  totalCentavos: sql<number>`(coalesce((
    SELECT ${reservationCancellations.fee} FROM ${reservationCancellations}
    WHERE ${reservationCancellations.reservationId} = ${outerReservationId}), ${reservations.totalAmount}) * 100)::bigint`.mapWith(
    Number,
  ),
  consumedCentavos: sql<number>`(
    SELECT coalesce(sum(${productConsumption.totalAmount}), 0) FROM ${productConsumption}
    WHERE ${productConsumption.reservationId} = ${outerReservationId})::bigint`.mapWith(Number),
  paidCentavos: sql<number>`(((
    SELECT coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0) FROM ${payments}
    WHERE ${payments.reservationId} = ${outerReservationId} AND ${payments.status} IN ('completed', 'refunded')) - (
    SELECT coalesce(sum(${guestCredits.amount}), 0) FROM ${guestCredits}
    WHERE ${guestCredits.originReservationId} = ${outerReservationId})) * 100)::bigint`.mapWith(Number),
};

export function billingStorage(db: DbOrTx) {
  return {
    /** The reservation's bill figures; undefined for a reservation that does not exist. */
    async figuresOf(id: string) {
      const [row] = await db.select(billFigures).from(reservations).where(eq(reservations.id, id));
      return row;
    },
    /**
     * Who stays in which room, and the status, of the reservation a payment or a refund is for. `lock`: the row is
     * held until the transaction ends, so concurrent payments of a stay take turns. Its bill is read apart, after
     * the lock (figuresOf): a statement that waited for the lock still reads other tables as they were before it.
     */
    async payable(reservationId: string, { lock }: { lock: boolean }) {
      const query = db
        .select({
          id: reservations.id,
          status: reservations.status,
          depositAmount: reservations.depositAmount,
          guest: { id: guests.id, firstName: guests.firstName, lastName: guests.lastName, cpf: guests.cpf },
          room: { id: rooms.id, number: rooms.number },
        })
        .from(reservations)
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .innerJoin(rooms, eq(rooms.id, reservations.roomId))
        .where(eq(reservations.id, reservationId));
      const [row] = await (lock ? query.for("update", { of: reservations }) : query);
      return row;
    },
    async setPaymentStatus(reservationId: string, status: (typeof RESERVATION_PAYMENT_STATUSES)[number]) {
      await db.update(reservations).set({ statusPagamento: status }).where(eq(reservations.id, reservationId));
    },
  };
}
