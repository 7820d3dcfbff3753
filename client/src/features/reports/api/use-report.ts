import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FinanceReport, GuestsReport, OccupancyReport, PaymentsReport, ReportSummary } from "@shared/api/reports";
import type { ReportPeriod } from "@shared/report-periods";
import { queryKeys, type ReportPart } from "@/lib/query-keys";
import { READ_AFRESH_ON_OPEN } from "@/lib/read-afresh";

interface ReportAnswers {
  summary: ReportSummary;
  financeiro: FinanceReport;
  ocupacao: OccupancyReport;
  pagamentos: PaymentsReport;
  hospedes: GuestsReport;
}

/**
 * GET /api/reports/{part}?from=&to=: one part of the period's report. Reports sum up what every module changed, so
 * each is asked afresh when the page (or the tab) opens; switching the period keeps the last figures on screen,
 * dimmed, until the new ones arrive.
 */
export function useReport<Part extends ReportPart>(part: Part, period: ReportPeriod) {
  return useQuery<ReportAnswers[Part]>({
    queryKey: queryKeys.reports.of(part, period),
    ...READ_AFRESH_ON_OPEN,
    placeholderData: keepPreviousData,
  });
}
