// A stay's bill as the ledger sees it: what was agreed, what was consumed, what was paid (docs/decisions/0015).
// The payment, refund, consumption and check-out transactions read it on a reservation they have locked
// (server/domain/billing.ts turns it into centavos and a statusPagamento).
import { eq, sql } from "drizzle-orm";
import { productConsumption } from "@shared/schema/products";
import { payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import { RESERVATION_PAYMENT_STATUSES } from "@shared/enums";
import type { DbOrTx } from "../db";

export function billingStorage(db: DbOrTx) {
  return {
    /**
     * The reservation's agreed total (decimal string), its consumption (integer centavos) and what was paid
     * (decimal string): completed payments minus their refunds, a wholly refunded payment counting as nothing.
     * Exact numeric sums; undefined for a reservation that does not exist.
     */
    async figuresOf(reservationId: string) {
      const [row] = await db
        .select({
          totalAmount: reservations.totalAmount,
          consumedCentavos: sql<number>`(
            SELECT coalesce(sum(${productConsumption.totalAmount}), 0) FROM ${productConsumption}
            WHERE ${productConsumption.reservationId} = ${reservationId})`.mapWith(Number),
          paid: sql<string>`(
            SELECT coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0.00)::text FROM ${payments}
            WHERE ${payments.reservationId} = ${reservationId} AND ${payments.status} IN ('completed', 'refunded'))`,
        })
        .from(reservations)
        .where(eq(reservations.id, reservationId));
      return row;
    },
    async setPaymentStatus(reservationId: string, status: (typeof RESERVATION_PAYMENT_STATUSES)[number]) {
      await db.update(reservations).set({ statusPagamento: status }).where(eq(reservations.id, reservationId));
    },
  };
}
