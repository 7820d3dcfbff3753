// Discounts are the owner's decision (docs/product.md §7.6): a reservation's total below nights x price needs a
// reason, and from staff stays within the limit the owner sets in Configurações > Geral (10% by default).
import { toCentavos } from "@shared/money";
import { geralOf } from "@shared/validators/settings";
import { ForbiddenError, ValidationError } from "../errors";
import type { Store } from "./transaction";

const DISCOUNT_REASON_REQUIRED = "Informe o motivo do desconto";

interface DiscountInput {
  /** The total asked for and nights x the room's price, as decimal strings. */
  total: string;
  list: string;
  /** The reason sent, or the one the reservation keeps. */
  motivo: string | null | undefined;
  role: string;
  /** The total, dates and room are the reservation's already: a discount given before stands as it is. */
  unchanged: boolean;
}

/**
 * The reason to store: null when the total is not below nights x price; 400 without one; 403 for staff beyond the
 * limit (a discount of exactly the limit is allowed).
 */
export async function discountReason(settings: Store["settings"], input: DiscountInput): Promise<string | null> {
  const total = toCentavos(input.total);
  const list = toCentavos(input.list);
  if (total >= list) return null;
  const motivo = input.motivo?.trim();
  if (!motivo) throw new ValidationError(DISCOUNT_REASON_REQUIRED, "motivoDesconto");
  if (input.role === "owner" || input.unchanged) return motivo;
  const limit = geralOf(await settings.get("geral")).staffDiscountLimitPercent;
  // (list - total) / list > limit / 100, in whole centavos.
  if ((list - total) * 100 > list * limit) {
    throw new ForbiddenError(`Desconto acima do permitido para funcionários (${limit}%). Peça ao proprietário.`);
  }
  return motivo;
}
