// Relatórios > Financeiro (docs/decisions/0017): revenue by month and by method, the ledger's receitas and despesas by
// month and category, and the accounts' balances at the period's end. Money in integer centavos while computing
// (docs/decisions/0012).
import type { FinanceReport } from "@shared/api/reports";
import type { AccountType, PaymentMethod } from "@shared/enums";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { monthEnd, monthsOf, type ReportPeriod } from "@shared/report-periods";
import type { DbOrTx } from "../../db";
import { dashboardStorage } from "../../storage/dashboard";
import { financeiroReportStorage } from "../../storage/reports/financeiro";
import { byAmountDesc, sumMoney } from "./math";
import { instantsOf } from "./period";

export async function financeiroReport(db: DbOrTx, period: ReportPeriod, zone: string): Promise<FinanceReport> {
  const data = financeiroReportStorage(db);
  const { start, end } = instantsOf(period, zone);
  // One revenue query per month (at most 25), each the dashboard's: the months add up to the period's total.
  const months = monthsOf(period).map((month) => {
    const first = `${month}-01`;
    const last = monthEnd(first);
    return {
      month,
      ...instantsOf({ from: first < period.from ? period.from : first, to: last > period.to ? period.to : last }, zone),
    };
  });
  const revenue = dashboardStorage(db);
  const [monthly, byMethod, ledger, balances] = await Promise.all([
    Promise.all(months.map((m) => revenue.completedRevenue(m.start, m.end))),
    data.revenueByMethod(start, end),
    data.ledgerByMonthAndCategory(period.from, period.to),
    data.balancesAt(period.to),
  ]);
  const revenueByMonth = months.map((m, index) => ({ month: m.month, revenue: sumMoney([monthly[index]!]) }));

  const cents = (rows: typeof ledger, tipo: string) =>
    rows.filter((r) => r.tipo === tipo).reduce((total, r) => total + toSignedCentavos(r.total), 0);
  const result = (rows: typeof ledger) => {
    const receitas = cents(rows, "receita");
    const despesas = cents(rows, "despesa");
    return {
      receitas: fromSignedCentavos(receitas),
      despesas: fromSignedCentavos(despesas),
      resultado: fromSignedCentavos(receitas - despesas),
    };
  };
  const categories = [...new Set(ledger.map((r) => r.categoria))];
  const accountBalances = balances.map((b) => ({
    id: b.id,
    nome: b.nome,
    tipo: b.tipo as AccountType,
    isAtiva: b.isAtiva,
    saldo: sumMoney([b.saldo]),
  }));

  return {
    period,
    totalRevenue: sumMoney(revenueByMonth.map((m) => m.revenue)),
    revenueByMonth,
    revenueByMethod: byMethod
      .map((m) => ({ method: m.method as PaymentMethod, revenue: sumMoney([m.total]) }))
      .sort(byAmountDesc((m) => toSignedCentavos(m.revenue))),
    ledgerTotals: result(ledger),
    ledgerByMonth: monthsOf(period).map((month) => ({ month, ...result(ledger.filter((r) => r.month === month)) })),
    ledgerByCategory: categories
      .map((categoria) => ({ categoria, ...result(ledger.filter((r) => r.categoria === categoria)) }))
      .sort(byAmountDesc((c) => toSignedCentavos(c.receitas) + toSignedCentavos(c.despesas))),
    accountBalances,
    totalBalance: sumMoney(accountBalances.map((b) => b.saldo)),
  };
}
