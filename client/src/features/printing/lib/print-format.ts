import { calendarDateAt } from "@shared/pousada-time";
import { MONTH_NAMES } from "@/lib/date-input";
import { pousadaTimeZone } from "@/lib/format";

/** A4 sheet, or the 80 mm roll of a receipt printer (`?formato=80mm`). */
export type PrintFormat = "a4" | "80mm";

export const parsePrintFormat = (param: string | null): PrintFormat => (param === "80mm" ? "80mm" : "a4");

/** An instant as the line above a signature writes it: "23 de novembro de 2026", at the pousada. */
export function longDate(instant: Date | string): string {
  const day = calendarDateAt(typeof instant === "string" ? new Date(instant) : instant, pousadaTimeZone());
  const [year, month, date] = day.split("-");
  return `${Number(date)} de ${MONTH_NAMES[Number(month) - 1]} de ${year}`;
}

/** A payment's short number for the receipt: the first 8 characters of its id, upper-cased. */
export const receiptNumber = (id: string) => id.replace(/-/g, "").slice(0, 8).toUpperCase();

/** CSS px to mm (96 px per inch), rounded up: the length of a receipt roll's page. */
export const pxToMm = (px: number) => Math.ceil((px * 25.4) / 96);
