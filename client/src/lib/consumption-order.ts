// The 'Lançar Consumo' dialog's order: the items picked, each with its quantity, before anything is charged.
// Amounts are integer centavos (the product's current price), so the total shown is the total charged.
import type { ProductView } from "@shared/api";
import { MAX_CONSUMPTION_QUANTITY } from "@shared/validators/products";
import { keepsStock, wholeUnitsOnShelf } from "./product-stock";

export interface OrderLine {
  product: ProductView;
  quantity: number;
}

/** The most of `product` one order may take: what is on the shelf (whole units) for goods, the line limit for services. */
export function maxQuantity(product: ProductView): number {
  return keepsStock(product.category)
    ? Math.min(MAX_CONSUMPTION_QUANTITY, wholeUnitsOnShelf(product.stock))
    : MAX_CONSUMPTION_QUANTITY;
}

/** One more of `product`: a new line of 1, or the existing line's quantity plus one (up to what can be sold). */
export function addToOrder(order: readonly OrderLine[], product: ProductView): OrderLine[] {
  if (maxQuantity(product) < 1) return [...order];
  const existing = order.find((line) => line.product.id === product.id);
  if (!existing) return [...order, { product, quantity: 1 }];
  return order.map((line) =>
    line === existing ? { ...line, quantity: Math.min(line.quantity + 1, maxQuantity(product)) } : line,
  );
}

/** Sets a line's quantity, kept between 1 and what can be sold. */
export function setQuantity(order: readonly OrderLine[], productId: string, quantity: number): OrderLine[] {
  return order.map((line) =>
    line.product.id === productId
      ? { ...line, quantity: Math.max(1, Math.min(Math.trunc(quantity) || 1, maxQuantity(line.product))) }
      : line,
  );
}

export const removeFromOrder = (order: readonly OrderLine[], productId: string) =>
  order.filter((line) => line.product.id !== productId);

/** The order's total in centavos. */
export const orderTotal = (order: readonly OrderLine[]) =>
  order.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
