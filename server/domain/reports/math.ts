// The reports' arithmetic and spreadsheet cells, pure: integer centavos and BigInt division (never a float for money),
// pt-BR text for the CSV, and the pousada's wall clock for dates in a spreadsheet.
import { formatDecimalBr, fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { csvCell } from "@shared/csv";
import { brDate } from "@shared/pousada-time";

export { csvCell };

/** a / b rounded half away from zero, in integers (b > 0). */
export function divideRounded(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0) throw new Error(`cannot divide ${a} by ${b}`);
  const negative = a < 0;
  const n = BigInt(Math.abs(a));
  const d = BigInt(b);
  const q = (n * 2n + d) / (d * 2n);
  return Number(negative ? -q : q);
}

/** Whole percentage part/whole, 0 when there is no whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? divideRounded(part * 100, whole) : 0);

/** A decimal string divided by a count, rounded to the centavo; "0.00" when the count is 0. */
export const moneyPer = (amount: string, count: number) =>
  count > 0 ? fromSignedCentavos(divideRounded(toSignedCentavos(amount), count)) : "0.00";

/** A comparator: larger amounts first. */
export const byAmountDesc =
  <T>(amount: (row: T) => number) =>
  (a: T, b: T) =>
    amount(b) - amount(a);

/** The sum of decimal strings, as a decimal string. */
export const sumMoney = (amounts: string[]) =>
  fromSignedCentavos(amounts.reduce((total, amount) => total + toSignedCentavos(amount), 0));

/** "10/03/2030 14:05" of a wall-clock Date (its UTC fields carry the pousada's time: see wallClockAsUtc). */
export function brDateTimeCell(wallClock: Date): string {
  const wall = wallClock.toISOString();
  return `${brDate(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
}

/** A calendar date as a spreadsheet date (midnight, no zone). */
export const spreadsheetDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A cell of a CSV line: text (neutralised and quoted as needed) or an amount (written as "-1.234,56", as is). */
export type CsvValue = string | null | undefined | { amount: string } | { integer: number };

export const csvLine = (cells: CsvValue[]) =>
  `${cells
    .map((cell) =>
      cell && typeof cell === "object"
        ? "amount" in cell
          ? formatDecimalBr(toSignedCentavos(cell.amount))
          : String(cell.integer)
        : csvCell(cell),
    )
    .join(";")}\r\n`;
