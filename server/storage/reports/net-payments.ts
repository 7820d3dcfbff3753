// Money received in a period, the way the reports count it (docs/decisions/0017): payments completed or later refunded,
// each at its own instant, minus every refund at the refund's instant. A payment drawn from a guest's credit is
// money received before, when the credit's payments were made: it is not counted again (docs/decisions/0031).
import { sql, type AnyColumn } from "drizzle-orm";
import { resumoPagamentosDia, resumoPagamentosHospedeMes } from "@shared/schema/money-summaries";
import { paymentRefunds, payments } from "@shared/schema/payments";

const DAY_MS = 86_400_000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Rows (key, amount) of the moves in [start, end), `key` a column of the payment (its method, its guest). A refund's
 * payment is looked up by its key (a year has about a thousand refunds): as a join, the planner hashed all 150,000
 * payments to find them.
 */
const netPaymentMoves = (key: AnyColumn, start: Date, end: Date) => sql`
  SELECT ${key} AS key, ${payments.amount} AS amount FROM ${payments}
  WHERE ${payments.status} IN ('completed', 'refunded') AND ${payments.method} <> 'guest_credit'
    AND ${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}
  UNION ALL
  SELECT (SELECT ${key} FROM ${payments} WHERE ${payments.id} = ${paymentRefunds.paymentId}), -${paymentRefunds.amount}
  FROM ${paymentRefunds}
  WHERE ${paymentRefunds.createdAt} >= ${start} AND ${paymentRefunds.createdAt} < ${end}`;

/**
 * Rows (key = method, amount, counted) of the moves in [start, end), as netPaymentMoves by method, without reading a
 * period's rows: the whole UTC days inside it from resumo_pagamentos_dia (migrations/0016, docs/decisions/0045), the
 * hours before the first and after the last (the pousada's midnight is not UTC's) from the rows, by their indexes.
 * `counted` is false for a summary row that holds no move of the period (a method's row emptied by a deletion, or
 * guest-credit payments, which are not revenue).
 */
export function netRevenueByMethod(start: Date, end: Date) {
  const first = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const last = Math.floor(end.getTime() / DAY_MS) * DAY_MS;
  const raw = (from: Date, to: Date) =>
    sql`SELECT key, amount, true AS counted FROM (${netPaymentMoves(payments.method, from, to)}) m`;
  if (first >= last) return raw(start, end);
  const r = resumoPagamentosDia;
  return sql`
    SELECT ${r.metodo} AS key, CASE WHEN ${r.metodo} <> 'guest_credit' THEN ${r.recebido} ELSE 0 END - ${r.estornado} AS amount,
      (${r.metodo} <> 'guest_credit' AND ${r.recebido} <> 0) OR ${r.estornado} <> 0 AS counted
    FROM ${r} WHERE ${r.data} >= ${utcDate(first)}::date AND ${r.data} < ${utcDate(last)}::date
    UNION ALL ${raw(start, new Date(first))}
    UNION ALL ${raw(new Date(last), end)}`;
}

/** The first instant of the UTC month nearest to `instant`: where a period's edge is read from the summary by month. */
function nearestMonthStart(instant: Date) {
  const floor = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1);
  const ceil = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1);
  return new Date(instant.getTime() - floor <= ceil - instant.getTime() ? floor : ceil);
}

/**
 * Rows (key = guest, centavos) whose sums by guest are netPaymentMoves' by guest over [start, end), without reading a
 * period's rows: the whole UTC months from `from` to `to` (each edge's nearest month start) from
 * resumo_pagamentos_hospede_mes (migrations/0035, docs/decisions/0073), and between each edge and its month start the
 * rows by their indexes, added when they are inside the period and subtracted when outside (a year from the pousada's
 * midnight reads its twelve months, less the three hours before the first, plus the three into the next). Sums are
 * linear, so the subtraction is exact. A period nearer to no two month starts reads its rows.
 */
export function netSpendByGuest(start: Date, end: Date) {
  const raw = (from: Date, to: Date, sign: "" | "-") =>
    sql`SELECT key, ${sql.raw(sign)}(amount * 100)::bigint AS centavos FROM (${netPaymentMoves(payments.guestId, from, to)}) m`;
  const from = nearestMonthStart(start);
  const to = nearestMonthStart(end);
  if (from >= to) return raw(start, end, "");
  const edge = (a: Date, b: Date) => {
    if (a < b) return sql`UNION ALL ${raw(a, b, "")}`;
    if (b < a) return sql`UNION ALL ${raw(b, a, "-")}`;
    return sql``;
  };
  const r = resumoPagamentosHospedeMes;
  return sql`
    SELECT ${r.guestId} AS key, ${r.centavos} AS centavos FROM ${r}
    WHERE ${r.mes} >= ${utcDate(from.getTime())}::date AND ${r.mes} < ${utcDate(to.getTime())}::date
    ${edge(start, from)} ${edge(to, end)}`;
}
