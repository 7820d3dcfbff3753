// Money as a person types it (pt-BR) or an API client sends it, read into the API's decimal string, never through a
// float. The rules, and why "1.200" alone is refused: docs/decisions/0022 and docs/product.md §10.1.1.

/** What every money field says when it cannot read a value: the form to type. */
export const MONEY_FORMAT_MESSAGE = "Valor inválido. Use o formato 1.200,00";

export type MoneyInput =
  | { ok: true; /** "1200.50", "-5.00": the API's decimal string, always two places. */ decimal: string }
  | { ok: false; reason: "empty" | "negative" | "format" };

// "R$" and a sign before or after it, spaced or not (\s takes the no-break U+00A0 Intl puts after "R$", and U+202F);
// no space among the digits, where "12 50" could be 12,50 or 1.250,00.
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
 * decimal string ("5000.00", "1260.00", "1200.50", "1200.50", "12.50", "-5.00").
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
