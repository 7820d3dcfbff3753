// The difference between the cash counted and the cash expected, in centavos (docs/decisions/0012), as the
// closing form previews it before the server records it.
import { closeCashDaySchema } from "@shared/validators/reports";
import { fromSignedCentavos, toCentavos, toSignedCentavos } from "@shared/money";

/** counted - expected as a decimal string ("-10.00": cash missing), or null while the typed amount is not valid. */
export function previewDifference(typed: string, expected: string): string | null {
  const parsed = closeCashDaySchema.shape.saldoContado.safeParse(typed);
  if (!parsed.success) return null;
  return fromSignedCentavos(toCentavos(parsed.data) - toSignedCentavos(expected));
}

/** 'Sobra', 'Falta' or 'Sem diferença' for a difference (decimal string). */
export function differenceLabel(difference: string): string {
  const centavos = toSignedCentavos(difference);
  if (centavos === 0) return "Sem diferença";
  return centavos > 0 ? "Sobra" : "Falta";
}
