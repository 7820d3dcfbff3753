// Money as integer centavos while computing, decimal strings ("150.00") at the edges: never a float in between.

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

/** 123450 -> "R$ 1.234,50", -500 -> "-R$ 5,00": money in the server's messages, without Intl or floats. */
export function formatReais(centavos: number): string {
  const whole = fromCentavos(Math.abs(centavos));
  const [reais, cents] = whole.split(".") as [string, string];
  return `${centavos < 0 ? "-" : ""}R$ ${reais.replace(/\B(?=(\d{3})+$)/g, ".")},${cents}`;
}
