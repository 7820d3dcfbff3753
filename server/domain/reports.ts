// Relatórios (docs/product.md §5.7, docs/decisions/0017): the summary cards and each tab's figures (one module per tab
// in domain/reports/), and the day's cash closing. Every period is read in the pousada's time zone.
import type { ReportPeriod } from "@shared/report-periods";
import type { Db } from "../db";
import { settingsStorage } from "../storage/settings";
import { systemClock, type Clock } from "./clock";
import { fechamentoCaixa } from "./reports/fechamento-caixa";
import { financeiroReport } from "./reports/financeiro";
import { hospedesReport } from "./reports/hospedes";
import { ocupacaoReport } from "./reports/ocupacao";
import { pagamentosReport } from "./reports/pagamentos";
import { summaryReport } from "./reports/summary";

export function reportsDomain(db: Db, clock: Clock = systemClock) {
  const timeZone = () => settingsStorage(db).timeZone();

  return {
    async summary(period: ReportPeriod) {
      const zone = await timeZone();
      return summaryReport(db, period, zone, clock());
    },
    financeiro: async (period: ReportPeriod) => financeiroReport(db, period, await timeZone()),
    ocupacao: (period: ReportPeriod) => ocupacaoReport(db, period),
    pagamentos: async (period: ReportPeriod) => pagamentosReport(db, period, await timeZone()),
    hospedes: async (period: ReportPeriod) => hospedesReport(db, period, await timeZone()),
    ...fechamentoCaixa(db, clock),
  };
}
