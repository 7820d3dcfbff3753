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
