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
      // Grouped by the month's first day, date arithmetic: to_char on each day cast it to a timestamp with the
      // session's zone, the larger part of a year's 16,000 rows' time. Only the groups are formatted.
      const { rows } = await db.execute<{ month: string; categoria: string; tipo: string; total: string }>(sql`
        SELECT to_char(m.first_day, 'YYYY-MM') AS month, m.categoria, m.tipo, m.total FROM (
          SELECT ${r.data} - extract(day FROM ${r.data})::int + 1 AS first_day, ${r.categoria} AS categoria,
                 ${r.movimento} AS tipo, sum(${r.total})::text AS total
          FROM ${r}
          WHERE ${r.movimento} IN ('receita', 'despesa') AND ${r.data} BETWEEN ${from}::date AND ${to}::date
          GROUP BY 1, 2, 3
          HAVING sum(${r.quantidade}) > 0
        ) m`);
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
