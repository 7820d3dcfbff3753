// Dates typed and read as Brazilians write them, whatever the browser's language: "25/12/2026" on screen,
// "2026-12-25" in the form's value and the API (docs/product.md §11). Used by the shared date and month fields.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const LOOSE_BR_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const pad2 = (n: number) => String(n).padStart(2, "0");

function isRealDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
  );
}

/** Whether a value is a real calendar date "YYYY-MM-DD" (not "2026-02-30"). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  return Boolean(match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3])));
}

/** "2026-12-25" -> "25/12/2026"; anything that is not a calendar date comes back as it is ("" stays ""). */
export function isoToBrDate(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** "25/12/2026" -> "2026-12-25"; null unless the text is a whole, real date. */
export function brDateToIso(text: string): string | null {
  const match = BR_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/**
 * What the field shows as the user types: digits only, the slashes put in for them ("25122026" -> "25/12/2026"),
 * at most 8 digits. A slash typed after a one-digit day or month pads it ("5/" -> "05/"); a pasted ISO date is
 * turned around ("2026-12-25" -> "25/12/2026"), and so is a pasted "5/3/2026".
 */
export function maskDateInput(raw: string, { pasted = false } = {}): string {
  const text = raw.trim();
  if (ISO_DATE.test(text)) return isoToBrDate(text);
  // A whole date pasted with one-digit parts ("5/3/2026"): each part is what it says.
  const loose = pasted ? LOOSE_BR_DATE.exec(text) : null;
  if (loose) return `${loose[1]!.padStart(2, "0")}/${loose[2]!.padStart(2, "0")}/${loose[3]}`;
  let digits = "";
  const parts = text.split("/");
  parts.forEach((part, index) => {
    const partDigits = part.replace(/\D/g, "");
    // A slash just typed after one digit ("5/", "05/3/") closes a day or a month: that digit is all of it. Only
    // the slash at the end counts, so deleting a digit in the middle does not pad anything.
    const justClosed = index === parts.length - 2 && parts[parts.length - 1] === "";
    const padded = justClosed && partDigits.length === 1 && digits.length < 4 && digits.length % 2 === 0;
    digits += padded ? `0${partDigits}` : partDigits;
  });
  digits = digits.slice(0, 8);
  let masked = digits.slice(0, 2);
  if (digits.length > 2) masked += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) masked += `/${digits.slice(4)}`;
  // The slash the user just typed stays, so "25/" does not look ignored.
  if (text.endsWith("/") && (digits.length === 2 || digits.length === 4)) masked += "/";
  return masked;
}

/**
 * The form's value for what the field shows: "" when empty, "YYYY-MM-DD" when it is a real date, otherwise the text
 * itself, so the form's validator refuses it with its own message ('Data inválida') instead of losing it.
 */
export function dateFieldValue(text: string): string {
  if (text.trim() === "") return "";
  return brDateToIso(text) ?? text;
}

/** How many digits come before position `caret` of `text`: to put the caret back in the same place after masking. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, "").length;
}

/** The position in `masked` just after its `count`-th digit (the end when there are fewer). */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index]!)) seen += 1;
    if (seen === count) {
      // Past a slash that follows the digit, so typing goes on in the next part.
      return masked[index + 1] === "/" ? index + 2 : index + 1;
    }
  }
  return masked.length;
}

/** A calendar date as a local Date at noon (what the calendar works with), and back; no time zone shifts a day. */
export function isoToLocalDate(value: string): Date {
  const [year, month, day] = value.split("-").map(Number);
  return new Date(year!, month! - 1, day!, 12);
}

export function localDateToIso(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

export const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** "2026-11" -> "novembro de 2026". */
export function monthLabel(month: string): string {
  const [year, index] = [month.slice(0, 4), Number(month.slice(5, 7))];
  const name = MONTH_NAMES[index - 1];
  return name ? `${name} de ${year}` : month;
}
