// Amounts a screen acts on (a balance to collect, a refund's remainder) as integer centavos, never as floats
// (docs/decisions/0012). Display stays with format.ts.
import { fromCentavos, toCentavos } from "@shared/money";

/** "150.00" -> 15000, "-50.00" -> -5000 (a guest's credit); null when it is not a decimal amount. */
export function signedCentavos(decimal: string | null | undefined): number | null {
  if (decimal == null) return null;
  const text = decimal.trim();
  const negative = text.startsWith("-");
  try {
    const centavos = toCentavos(negative ? text.slice(1) : text);
    return negative ? -centavos : centavos;
  } catch {
    return null;
  }
}

/** 15000 -> "150,00": how a money field shows a positive amount (the validators take the comma back). */
export function amountInputOf(centavos: number): string {
  return fromCentavos(centavos).replace(".", ",");
}
