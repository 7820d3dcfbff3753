// Relatórios > Pagamentos: the period's latest completed payments, and their count and total.
import type { PaymentsReport } from "@shared/api/reports";
import type { PaymentMethod } from "@shared/enums";
import type { ReportPeriod } from "@shared/report-periods";
import type { DbOrTx } from "../../db";
import { pagamentosReportStorage } from "../../storage/reports/pagamentos";
import { sumMoney } from "./math";
import { instantsOf } from "./period";

export async function pagamentosReport(db: DbOrTx, period: ReportPeriod, zone: string): Promise<PaymentsReport> {
  const data = pagamentosReportStorage(db);
  const { start, end } = instantsOf(period, zone);
  const [recent, totals] = await Promise.all([
    data.recentCompletedPayments(start, end, 10),
    data.completedPaymentsTotals(start, end),
  ]);
  return {
    period,
    recent: recent.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      guestName: p.firstName === null ? null : `${p.firstName} ${p.lastName ?? ""}`.trim(),
      amount: p.amount,
      method: p.method as PaymentMethod,
      description: p.description,
    })),
    count: totals.count,
    total: sumMoney([totals.total]),
  };
}
