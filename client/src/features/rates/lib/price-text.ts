// The price sets of the tarifário as the form holds them (text the owner types, "180,00") and as the API takes them
// ("180.00"), read by the one money reader (shared/money.ts).
import type { PriceSet } from "@shared/validators/rates";
import { amountInputOf, MONEY_FORMAT_MESSAGE, parseMoneyInput, toCentavos } from "@shared/money";

export interface PriceSetText {
  occupancy: string[];
  weekend: string[];
  extraBed: string;
  childBands: Array<{ maxAge: string; price: string }>;
  packagePrice: string[];
}

const textOf = (decimal: string | null | undefined) => (decimal == null ? "" : amountInputOf(toCentavos(decimal)));
const column = (values: Array<string | null> | undefined, size: number) =>
  Array.from({ length: size }, (_, i) => textOf(values?.[i]));

/** The form's text of a stored price set, with `size` occupancies (the room type's largest capacity). */
export function priceSetText(prices: PriceSet | undefined, size: number): PriceSetText {
  return {
    occupancy: column(prices?.occupancy, size),
    weekend: column(prices?.weekend, size),
    extraBed: textOf(prices?.extraBed),
    childBands: (prices?.childBands ?? []).map((b) => ({ maxAge: String(b.maxAge), price: textOf(b.price) })),
    packagePrice: column(prices?.packagePrice, size),
  };
}

export class PriceTextError extends Error {}

/** "" → null; an amount → "180.00"; anything else throws the money fields' message. */
function decimalOf(text: string): string | null {
  const parsed = parseMoneyInput(text);
  if (parsed.ok) return parsed.decimal;
  if (parsed.reason === "empty") return null;
  throw new PriceTextError(MONEY_FORMAT_MESSAGE);
}

/** Trailing empty occupancies dropped; an all-empty column left out, so a season leaves it to the base. */
function columnOf(texts: string[]): Array<string | null> | undefined {
  const values = texts.map(decimalOf);
  while (values.length && values[values.length - 1] === null) values.pop();
  return values.length ? values : undefined;
}

/** The API's price set from the form's text, only with `fields`; throws PriceTextError on an unreadable amount. */
export function priceSetOf(text: PriceSetText, fields: ReadonlyArray<keyof PriceSetText>): PriceSet {
  const set: PriceSet = {};
  if (fields.includes("occupancy")) set.occupancy = columnOf(text.occupancy);
  if (fields.includes("weekend")) set.weekend = columnOf(text.weekend);
  if (fields.includes("packagePrice")) set.packagePrice = columnOf(text.packagePrice);
  if (fields.includes("extraBed")) set.extraBed = decimalOf(text.extraBed) ?? undefined;
  if (fields.includes("childBands") && text.childBands.length) {
    set.childBands = text.childBands.map((b) => ({ maxAge: Number(b.maxAge), price: decimalOf(b.price) ?? "0.00" }));
  }
  return Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)) as PriceSet;
}
