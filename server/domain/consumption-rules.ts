// Who may remove a consumption line, to which stays consumption may be charged, and what an order may take from the
// shelf (docs/product.md §10.3).
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { calendarDateAt } from "@shared/pousada-time";
import { hundredthsOf, keepsStock, quantityLabel } from "./stock";

interface Actor {
  id: string;
  role: string;
}

/**
 * A wrong line is removed by the owner, any day, or by the clerk who charged it on the same pousada day (a mistake
 * caught at the desk); later corrections are the owner's.
 */
export function isRemovableBy(
  user: Actor,
  line: { createdBy: string | null; consumedAt: Date },
  now: Date,
  timeZone: string,
) {
  if (user.role === "owner") return true;
  return line.createdBy === user.id && calendarDateAt(line.consumedAt, timeZone) === calendarDateAt(now, timeZone);
}

/**
 * Consumption goes on a stay in the house (checked in) or on a confirmed reservation (an order before arrival: the
 * transfer from the airport, a cake for the room). The reason a reservation in another status takes none, or null.
 */
export function chargeRefusal(status: string): string | null {
  switch (status as ReservationStatus) {
    case "checked_in":
    case "confirmed":
      return null;
    case "pending":
      return 'Confirme a reserva antes de lançar consumo (ela está "Pendente").';
    case "completed":
      return "O check-out desta hospedagem já foi realizado: não é possível lançar consumo.";
    case "cancelled":
      return "Esta reserva foi cancelada: não é possível lançar consumo.";
    case "no_show":
      return 'Esta reserva está como "Não Compareceu": não é possível lançar consumo.';
    default:
      return `Não é possível lançar consumo em uma reserva "${RESERVATION_STATUS_LABELS[status as ReservationStatus] ?? status}".`;
  }
}

interface Sellable {
  name: string;
  isActive: boolean;
  /** On the shelf, as the decimal column holds it. */
  stock: string;
  category: string;
}

/**
 * Why an order cannot be charged, with the field to point at, or null: a product inactive, or short on the shelf
 * for all the order takes of it (two lines of one product in the same order take from the same shelf). `products`
 * holds every product the order names, by id.
 */
export function orderRefusal(
  items: ReadonlyArray<{ productId: string; quantity: number }>,
  products: ReadonlyMap<string, Sellable>,
): { message: string; field: string } | null {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of wanted) {
    const product = products.get(productId)!;
    if (!product.isActive) {
      return { message: `O item "${product.name}" está inativo e não pode ser lançado.`, field: "productId" };
    }
    const onShelf = hundredthsOf(product.stock);
    if (keepsStock(product.category) && onShelf < quantity * 100) {
      return {
        message: `Estoque insuficiente de ${product.name}: restam ${quantityLabel(onShelf)}`,
        field: "quantity",
      };
    }
  }
  return null;
}
