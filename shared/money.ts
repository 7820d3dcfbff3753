// The one money module of both sides (docs/decisions/0012, 0022): integer centavos while computing, the API's decimal
// strings ("150.00") at its edges, pt-BR text ("R$ 1.234,50") on screen and in messages. Never a float in between.

// ------------------------------------------------------------------ the API's decimal strings

/** "150", "150.5", "150.50" -> 15050. Throws on anything that is not a non-negative decimal with at most 2 places. */
export function toCentavos(decimal: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 15050 -> "150.50". */
export function fromCentavos(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new Error(`not a whole number of centavos: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, "0")}`;
}

/** A balance, which may be negative: "-12.50" -> -1250, "150" -> 15000. Same rules as toCentavos otherwise. */
export function toSignedCentavos(decimal: string): number {
  const text = decimal.trim();
  if (!/^-?\d/.test(text)) throw new Error(`not a decimal amount: ${decimal}`);
  return text.startsWith("-") ? -toCentavos(text.slice(1)) : toCentavos(text);
}

/** -1250 -> "-12.50": balances, an account overdrawn, a day with more refunds than payments. */
export function fromSignedCentavos(centavos: number): string {
  return centavos < 0 ? `-${fromCentavos(-centavos)}` : fromCentavos(centavos);
}

/** "150.00" -> 15000, "-50.00" -> -5000 (a guest's credit); null when it is not a decimal amount (a screen's input). */
export function signedCentavos(decimal: string | null | undefined): number | null {
  if (decimal == null) return null;
  try {
    return toSignedCentavos(decimal);
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ pt-BR text

/** 123450 -> "1.234,50", -50 -> "-0,50": the amount as a Brazilian reads it (a spreadsheet cell, after "R$"). */
export function formatDecimalBr(centavos: number): string {
  const [reais, cents] = fromCentavos(Math.abs(centavos)).split(".") as [string, string];
  return `${centavos < 0 ? "-" : ""}${reais.replace(/\B(?=(\d{3})+$)/g, ".")},${cents}`;
}

/**
 * 123450 -> "R$ 1.234,50", -500 -> "-R$ 5,00", with the no-break space (U+00A0) after "R$" that the browser's pt-BR
 * currency format prints: every amount on screen, in print and in the server's messages comes from here.
 */
export function formatReais(centavos: number): string {
  const text = formatDecimalBr(centavos);
  return text.startsWith("-") ? `-R$\u00a0${text.slice(1)}` : `R$\u00a0${text}`;
}

/** 15000 -> "150,00": how a money field shows a positive amount for editing (no thousands dots; the readers take it). */
export const amountInputOf = (centavos: number) => fromCentavos(centavos).replace(".", ",");

// ------------------------------------------------------------------ money as a person types it

/** What every money field says when it cannot read a value: the form to type. */
export const MONEY_FORMAT_MESSAGE = "Valor inválido. Use o formato 1.200,00";

export type MoneyInput =
  | { ok: true; /** "1200.50", "-5.00": the API's decimal string, always two places. */ decimal: string }
  | { ok: false; reason: "empty" | "negative" | "format" };

// "R$" and a sign before or after it, spaced or not (\s takes the no-break U+00A0 formatReais puts after "R$", and
// U+202F); no space among the digits, where "12 50" could be 12,50 or 1.250,00.
const AMOUNT = /^(-?)\s*(?:R\$)?\s*(-?)\s*([\d.,]+)$/i;

/** The reais and centavos of an unsigned amount, or null when its separators do not say one thing. */
function reaisAndCentavos(body: string): [string, string] | null {
  // 1200 / 1200,5 / 1200.50: no thousands separator, a comma or a dot before at most two decimals.
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(body);
  if (plain) return [plain[1]!, plain[2] ?? ""];
  // 1.200,00 / 1.234.567,8: dots between groups of three, then the comma and the centavos.
  const grouped = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/.exec(body);
  if (grouped) return [grouped[1]!.replaceAll(".", ""), grouped[2]!];
  // Anything else says two things at once: "1.200" (mil e duzentos, or 1,2 with a stray zero?), "1,200" and
  // "1,200.50" (the English way round), "12,345" (three decimals).
  return null;
}

/**
 * "5.000,00", "R$ 1.260,00", "1200,50", "1200.50", "12,5", "-R$ 5,00" (where `negative` is allowed) into the API's
 * decimal string ("5000.00", "1260.00", "1200.50", "1200.50", "12.50", "-5.00"). Why "1.200" alone is refused:
 * docs/decisions/0022 and docs/product.md §10.1.1.
 */
export function parseMoneyInput(text: string, opts: { negative?: boolean } = {}): MoneyInput {
  const compact = text.trim();
  if (!compact) return { ok: false, reason: "empty" };
  const match = AMOUNT.exec(compact);
  if (!match || (match[1] && match[2])) return { ok: false, reason: "format" };
  const parts = reaisAndCentavos(match[3]!);
  if (!parts) return { ok: false, reason: "format" };
  const reais = parts[0].replace(/^0+(?=\d)/, "");
  const centavos = parts[1].padEnd(2, "0");
  const isZero = /^0+$/.test(reais + centavos);
  const negative = Boolean(match[1] || match[2]) && !isZero;
  if (negative && !opts.negative) return { ok: false, reason: "negative" };
  return { ok: true, decimal: `${negative ? "-" : ""}${reais}.${centavos}` };
}

/** How many digits the reais of a decimal string from parseMoneyInput have: "-1200.50" -> 4. */
export const reaisDigits = (decimal: string) => decimal.replace("-", "").indexOf(".");
