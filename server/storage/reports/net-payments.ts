// Money received in a period, the way the reports count it (docs/decisions/0017): payments completed or later refunded,
// each at its own instant, minus every refund at the refund's instant. A payment drawn from a guest's credit is
// money received before, when the credit's payments were made: it is not counted again (docs/decisions/0031).
import { sql, type AnyColumn } from "drizzle-orm";
import { paymentRefunds, payments } from "@shared/schema/payments";

/** Rows (key, amount) of the moves in [start, end), `key` a column of the payment (its method, its guest). */
export const netPaymentMoves = (key: AnyColumn, start: Date, end: Date) => sql`
  SELECT ${key} AS key, ${payments.amount} AS amount FROM ${payments}
  WHERE ${payments.status} IN ('completed', 'refunded') AND ${payments.method} <> 'guest_credit'
    AND ${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}
  UNION ALL
  SELECT ${key}, -${paymentRefunds.amount} FROM ${paymentRefunds}
  JOIN ${payments} ON ${payments.id} = ${paymentRefunds.paymentId}
  WHERE ${paymentRefunds.createdAt} >= ${start} AND ${paymentRefunds.createdAt} < ${end}`;
