// The report's period as the URL carries it: ?periodo=mes-anterior (a preset), or ?periodo=personalizado&de=&ate=
// (a range of calendar dates, both inclusive). A bookmark or a shared link opens the same report.
import {
  monthEnd,
  periodRangeIssue,
  presetPeriod,
  previousPeriod,
  REPORT_PRESETS,
  type ReportPeriod,
  type ReportPreset,
} from "@shared/report-periods";
import { isDateInAcceptedYears } from "@shared/pousada-time";
import { isIsoDate, MONTH_NAMES, monthLabel } from "@/lib/date-input";
import { formatDate } from "@/lib/format";

export const CUSTOM = "personalizado";
export type PeriodChoice = ReportPreset | typeof CUSTOM;

export const DEFAULT_PRESET: ReportPreset = "mes-atual";

const isPreset = (value: string): value is ReportPreset => (REPORT_PRESETS as readonly string[]).includes(value);

export interface ResolvedPeriod {
  choice: PeriodChoice;
  period: ReportPeriod;
}

/** A date of a report's period as the API reads it (calendarDate in validators/fields.ts), or what is wrong with it. */
function periodDate(value: string, requiredMessage: string): { date: string } | { issue: string } {
  const date = value.trim();
  if (date === "") return { issue: requiredMessage };
  return isIsoDate(date) && isDateInAcceptedYears(date) ? { date } : { issue: "Data inválida" };
}

/**
 * A custom range (the URL's or the form's) checked as the API checks it (reportPeriodSchema, whose first message it
 * gives), without zod: the reports page does not load it (docs/decisions/0072).
 */
export function checkCustomRange(from: string, to: string): { period: ReportPeriod } | { issue: string } {
  const start = periodDate(from, "Informe a data inicial");
  if ("issue" in start) return start;
  const end = periodDate(to, "Informe a data final");
  if ("issue" in end) return end;
  const period = { from: start.date, to: end.date };
  const issue = periodRangeIssue(period);
  return issue ? { issue } : { period };
}

/**
 * The period a URL's parameters name on the pousada's `today`. A custom range that is incomplete, reversed or too
 * long is not read: the current month shows, and `customError` says what is wrong with the range.
 */
export function resolvePeriod(
  params: { periodo: string; de: string; ate: string },
  today: string,
): ResolvedPeriod & { customError: string | null } {
  if (params.periodo === CUSTOM) {
    const checked = checkCustomRange(params.de, params.ate);
    if ("period" in checked) return { choice: CUSTOM, period: checked.period, customError: null };
    return { choice: DEFAULT_PRESET, period: presetPeriod(DEFAULT_PRESET, today), customError: checked.issue };
  }
  const preset = isPreset(params.periodo) ? params.periodo : DEFAULT_PRESET;
  return { choice: preset, period: presetPeriod(preset, today), customError: null };
}

/** "novembro de 2026" for a whole month, "2026" for a whole year, otherwise "01/11/2026 a 15/11/2026". */
export function periodLabel({ from, to }: ReportPeriod): string {
  const wholeMonth = from.endsWith("-01") && from.slice(0, 7) === to.slice(0, 7) && monthEnd(from) === to;
  if (wholeMonth) return monthLabel(from.slice(0, 7));
  if (from.endsWith("-01-01") && to === `${from.slice(0, 4)}-12-31`) return from.slice(0, 4);
  return `${formatDate(from)} a ${formatDate(to)}`;
}

/** What each figure is compared with, for the page to say so. */
export const comparedWith = (period: ReportPeriod) => periodLabel(previousPeriod(period));

/** "YYYY-MM" as an axis writes it: "nov", or "nov/25" when the period spans years. */
export const shortMonth = (month: string, withYear = false) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]!.slice(0, 3)}${withYear ? `/${month.slice(2, 4)}` : ""}`;
