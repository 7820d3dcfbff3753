// A product's stock as the screens show it: services keep none; 5 or fewer units (above 0) is low, 0 is out
// (docs/product.md §10.3). Quantities are numeric(10,2) decimal strings, compared as whole hundredths.
import { SERVICE_CATEGORIES } from "@shared/enums";

/** Low stock: this many units or fewer (and more than none). */
const LOW_STOCK_UNITS = 5;

/** Services (service, laundry, transport) are sold without stock. */
export const keepsStock = (category: string) => !(SERVICE_CATEGORIES as readonly string[]).includes(category);

/** "12.50" -> 1250 (negative or malformed text reads as 0: it never comes from our API). */
function stockHundredths(decimal: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : 0;
}

export type StockLevel = "service" | "out" | "low" | "ok";

export function stockLevel(product: { category: string; stock: string }): StockLevel {
  if (!keepsStock(product.category)) return "service";
  const stock = stockHundredths(product.stock);
  if (stock === 0) return "out";
  return stock <= LOW_STOCK_UNITS * 100 ? "low" : "ok";
}

const wholeFormat = new Intl.NumberFormat("pt-BR");

/** A quantity as people read it: "12.50" -> "12,5", "1234.00" -> "1.234", "-2.00" -> "-2". */
export function formatQuantity(decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const fraction = (match[3] ?? "").replace(/0+$/, "");
  return `${match[1]}${wholeFormat.format(Number(match[2]))}${fraction ? `,${fraction}` : ""}`;
}

/** The units a stocked item can still be charged: whole units on the shelf (2,5 kg sells 2). */
export const wholeUnitsOnShelf = (decimal: string) => Math.floor(stockHundredths(decimal) / 100);
