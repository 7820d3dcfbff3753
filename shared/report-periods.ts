// The reports' periods: calendar dates "YYYY-MM-DD" at the pousada, both ends inclusive. Pure functions, shared by
// the page (the period buttons) and the server (the previous period each figure is compared with).
import { shiftDate } from "./pousada-time";

export const REPORT_PRESETS = ["mes-atual", "mes-anterior", "ano-atual", "ano-anterior"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  "mes-atual": "Mês Atual",
  "mes-anterior": "Mês Anterior",
  "ano-atual": "Ano Atual",
  "ano-anterior": "Ano Anterior",
};

export interface ReportPeriod {
  from: string;
  to: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const ymd = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const partsOf = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];

/** The number of days of a month (1-12). */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The last day of the month of a calendar date. */
export function monthEnd(date: string) {
  const [year, month] = partsOf(date) as [number, number];
  return ymd(year, month, daysInMonth(year, month));
}

/** The first day of the month `months` after (or before, when negative) the month of `date`. */
export function addMonths(date: string, months: number) {
  const [year, month] = partsOf(date) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return ymd(Math.floor(index / 12), (index % 12) + 1, 1);
}

/** Days in [from, to], both inclusive. */
export const daysIn = ({ from, to }: ReportPeriod) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The longest period one report reads: two years and a day (a year beside the year before, with a leap day). */
const MAX_REPORT_DAYS = 731;

/**
 * What is wrong with a period of two valid calendar dates, or null: the API's check (validators/reports.ts) and the
 * reports page's, which reads a custom range without loading zod.
 */
export function periodRangeIssue(period: ReportPeriod): string | null {
  if (period.to < period.from) return "A data final deve ser igual ou posterior à inicial";
  if (daysIn(period) > MAX_REPORT_DAYS) return `Período muito longo (máximo de ${MAX_REPORT_DAYS} dias)`;
  return null;
}

/** Mês Atual, Mês Anterior, Ano Atual, Ano Anterior for the pousada's `today` (whole months and years). */
export function presetPeriod(preset: ReportPreset, today: string): ReportPeriod {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case "mes-atual":
      return { from: `${today.slice(0, 7)}-01`, to: monthEnd(today) };
    case "mes-anterior": {
      const from = addMonths(today, -1);
      return { from, to: monthEnd(from) };
    }
    case "ano-atual":
      return { from: ymd(year, 1, 1), to: ymd(year, 12, 31) };
    case "ano-anterior":
      return { from: ymd(year - 1, 1, 1), to: ymd(year - 1, 12, 31) };
  }
}

/**
 * The period each figure is compared with: the same number of whole months just before when the period is whole
 * months (February after March, the previous year after a year), otherwise the same number of days just before.
 */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const { from, to } = period;
  if (from.endsWith("-01") && to === monthEnd(to)) {
    const months =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
    const start = addMonths(from, -months);
    return { from: start, to: shiftDate(from, -1) };
  }
  const length = daysIn(period);
  return { from: shiftDate(from, -length), to: shiftDate(from, -1) };
}

/** Every calendar date of the period, in order. */
export function datesOf({ from, to }: ReportPeriod): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

/** Every month "YYYY-MM" the period touches, in order. */
export function monthsOf({ from, to }: ReportPeriod): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to; month = addMonths(month, 1)) months.push(month.slice(0, 7));
  return months;
}
