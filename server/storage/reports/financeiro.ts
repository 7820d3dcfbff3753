// The Financeiro tab's reads (docs/decisions/0017): revenue by method, the ledger by month and category, and the
// accounts' balances, from the summaries the triggers keep (docs/decisions/0045). Revenue by month is the dashboard's query (dashboardStorage.completedRevenue).
import { sql } from "drizzle-orm";
import { contasBancarias } from "@shared/schema/finance";
import { resumoLancamentosDia } from "@shared/schema/money-summaries";
import type { DbOrTx } from "../../db";
import { accountBalance } from "./account-balance";
import { netRevenueByMethod } from "./net-payments";

export function financeiroReportStorage(db: DbOrTx) {
  return {
    /**
     * The dashboard's revenue (dashboardStorage.completedRevenue) of each [start, end) in `ranges`, in their order, in
     * one statement: a year's twelve months were twelve statements at once, each waiting for a pool connection.
     */
    async revenueByRange(ranges: Array<{ start: Date; end: Date }>) {
      if (ranges.length === 0) return [];
      const parts = ranges.map(
        (range, index) => sql`SELECT ${index}::int AS i, amount FROM (${netRevenueByMethod(range.start, range.end)}) m`,
      );
      const { rows } = await db.execute<{ i: number; total: string }>(sql`
        SELECT i, sum(amount)::numeric(15, 2)::text AS total FROM (${sql.join(parts, sql` UNION ALL `)}) moves
        GROUP BY i`);
      const totals = new Map(rows.map((row) => [Number(row.i), row.total]));
      return ranges.map((_, index) => totals.get(index) ?? "0.00");
    },

    /** Payments (completed or later refunded) minus refunds, by the payment's method, in [start, end). */
    async revenueByMethod(start: Date, end: Date) {
      const { rows } = await db.execute<{ method: string; total: string }>(sql`
        SELECT key AS method, sum(amount)::text AS total FROM (${netRevenueByMethod(start, end)}) moves
        GROUP BY key HAVING bool_or(counted)`);
      return rows;
    },

    /** Settled receitas and despesas by month ("YYYY-MM") and category, by settlement date in [from, to]. */
    async ledgerByMonthAndCategory(from: string, to: string) {
      const r = resumoLancamentosDia;
      const { rows } = await db.execute<{ month: string; categoria: string; tipo: string; total: string }>(sql`
        SELECT to_char(${r.data}, 'YYYY-MM') AS month, ${r.categoria} AS categoria, ${r.movimento} AS tipo,
               sum(${r.total})::text AS total
        FROM ${r}
        WHERE ${r.movimento} IN ('receita', 'despesa') AND ${r.data} BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1, 2, 3
        HAVING sum(${r.quantidade}) > 0`);
      return rows;
    },

    /** Every account with its balance at the end of `to`: opening balance plus the entries settled up to then. */
    async balancesAt(to: string) {
      const { rows } = await db.execute<{
        id: string;
        nome: string;
        tipo: string;
        isAtiva: boolean;
        saldo: string;
      }>(sql`
        SELECT c.id, c.nome, c.tipo, c.is_ativa AS "isAtiva", ${accountBalance(sql`r.data <= ${to}::date`)} AS saldo
        FROM ${contasBancarias} c
        ORDER BY c.nome, c.id`);
      return rows;
    },
  };
}
