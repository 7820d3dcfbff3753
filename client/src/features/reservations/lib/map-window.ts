import { shiftDate } from "@shared/pousada-time";

/** Days shown by the reservation map: a fortnight on a phone, a month on a desktop. */
export const MAP_DAYS_PHONE = 14;
export const MAP_DAYS_DESKTOP = 31;

/** The calendar dates of [from, from + days). */
export function windowDays(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => shiftDate(from, index));
}

/**
 * Where a stay's bar sits in a window of `days` columns starting at `from`: it starts in the middle of the
 * check-in day and ends in the middle of the check-out day (so back-to-back stays meet in one cell), clipped
 * to the window. Null when the stay is outside it. Units are columns.
 */
export function barPlacement(checkInDate: string, checkOutDate: string, from: string, days: number) {
  const column = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  const start = Math.max(column(checkInDate) + 0.5, 0);
  const end = Math.min(column(checkOutDate) + 0.5, days);
  if (!(end > start)) return null;
  return {
    start,
    span: end - start,
    clippedStart: column(checkInDate) + 0.5 < 0,
    clippedEnd: column(checkOutDate) + 0.5 > days,
  };
}

/** "2026-11" -> "2026-11-01"; the month picker's value back to the first day. */
export const firstOfMonth = (month: string) => `${month}-01`;
