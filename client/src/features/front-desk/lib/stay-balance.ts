import { toCentavos } from "@shared/money";

function centavosOf(decimal: string): number | null {
  try {
    return toCentavos(decimal);
  } catch {
    return null;
  }
}

/**
 * What the guest still owes, in centavos: the reservation total plus what was consumed, minus completed payments.
 * Negative is a credit (paid in advance beyond the stay). Null when an amount cannot be read: better no figure
 * than a wrong one at the desk.
 */
export function stayBalanceCentavos(totalAmount: string, consumedCentavos: number, paidTotal: string): number | null {
  const total = centavosOf(totalAmount);
  const paid = centavosOf(paidTotal);
  if (total === null || paid === null || !Number.isSafeInteger(consumedCentavos)) return null;
  return total + consumedCentavos - paid;
}
