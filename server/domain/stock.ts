// Stock quantities are numeric(10,2): carried as decimal strings, compared and added here as whole hundredths, so
// 0.1 + 0.2 units is 0.3 units (decision 0012's rule for money, applied to quantities).
import { SERVICE_CATEGORIES } from "@shared/enums";

/** "12.50" -> 1250, "-2" -> -200. */
export function hundredthsOf(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a quantity: ${decimal}`);
  const value = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -value : value;
}

/** 1250 -> "12.50", -200 -> "-2.00". */
export function decimalOf(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new Error(`not a whole number of hundredths: ${hundredths}`);
  const abs = Math.abs(hundredths);
  return `${hundredths < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A quantity as a clerk reads it: 200 -> "2", 250 -> "2,5", 225 -> "2,25". */
export function quantityLabel(hundredths: number): string {
  const [whole, fraction] = decimalOf(hundredths).split(".") as [string, string];
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole},${trimmed}` : whole;
}

/** Services (service, laundry, transport) are sold without stock. */
export const keepsStock = (category: string) => !(SERVICE_CATEGORIES as readonly string[]).includes(category);
