// The Pagamentos tab's reads: the period's completed payments, the latest few and their count and total.
import { and, eq, sql } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { payments } from "@shared/schema/payments";
import type { DbOrTx } from "../../db";

export function pagamentosReportStorage(db: DbOrTx) {
  return {
    /** The `limit` most recent completed payments in [start, end), with the guest's name. */
    async recentCompletedPayments(start: Date, end: Date, limit: number) {
      return db
        .select({
          id: payments.id,
          createdAt: payments.createdAt,
          firstName: guests.firstName,
          lastName: guests.lastName,
          amount: payments.amount,
          method: payments.method,
          description: payments.description,
        })
        .from(payments)
        .leftJoin(guests, eq(guests.id, payments.guestId))
        .where(
          and(
            eq(payments.status, "completed"),
            sql`${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}`,
          ),
        )
        .orderBy(sql`${payments.createdAt} DESC, ${payments.id} DESC`)
        .limit(limit);
    },

    async completedPaymentsTotals(start: Date, end: Date) {
      const { rows } = await db.execute<{ count: number; total: string }>(sql`
        SELECT count(*)::int AS count, coalesce(sum(${payments.amount}), 0.00)::text AS total FROM ${payments}
        WHERE ${payments.status} = 'completed' AND ${payments.method} <> 'guest_credit'
          AND ${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}`);
      return rows[0]!;
    },
  };
}
