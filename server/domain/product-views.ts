// What the products routes answer (shared/api/products.ts), built from storage's rows.
import type {
  ConsumptionView,
  Product,
  ProductConsumptionView,
  ProductView,
  StockMoveView,
  UserName,
} from "@shared/api/products";
import type { SessionUser } from "../auth/session";
import type { storage } from "../storage";
import { isRemovableBy } from "./consumption-rules";

export const PRODUCT_NOT_FOUND = "Produto/serviço não encontrado";

export const toProductView = (product: Product): ProductView => ({
  ...product,
  createdAt: product.createdAt.toISOString(),
  updatedAt: product.updatedAt.toISOString(),
});

const userName = (row: {
  createdById: string | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
}): UserName | null =>
  row.createdById ? { id: row.createdById, firstName: row.createdByFirstName, lastName: row.createdByLastName } : null;

type MoveRow = NonNullable<Awaited<ReturnType<ReturnType<typeof storage>["products"]["findMove"]>>>;
export const toMoveView = (move: MoveRow): StockMoveView => ({
  id: move.id,
  kind: move.kind as StockMoveView["kind"],
  quantity: move.quantity,
  unitCost: move.unitCost,
  lancamentoId: move.lancamentoId,
  note: move.note,
  createdAt: move.createdAt.toISOString(),
  createdBy: userName(move),
});

type ConsumptionRow = Awaited<ReturnType<ReturnType<typeof storage>["consumption"]["listForProduct"]>>["rows"][number];
type LineRow = NonNullable<Awaited<ReturnType<ReturnType<typeof storage>["consumption"]["findLine"]>>>;

/** A consumption line as both lists show it, saying whether `user` may still remove it. */
export const toLineView = (
  row: LineRow | ConsumptionRow,
  user: SessionUser,
  now: Date,
  zone: string,
): ConsumptionView => ({
  id: row.id,
  reservationId: row.reservationId,
  productId: row.productId,
  productName: row.productName,
  productCategory: row.productCategory,
  productUnit: row.productUnit,
  quantity: row.quantity,
  unitPrice: row.unitPrice,
  totalAmount: row.totalAmount,
  consumedAt: row.consumedAt.toISOString(),
  createdBy: userName(row),
  removable: isRemovableBy(user, { createdBy: row.createdById, consumedAt: row.consumedAt }, now, zone),
});

/** One line of 'Ver': where the item went, with its guest and room. */
export const toConsumptionView = (
  row: ConsumptionRow,
  user: SessionUser,
  now: Date,
  zone: string,
): ProductConsumptionView => ({
  ...toLineView(row, user, now, zone),
  guest: row.guest,
  room: row.roomId && row.roomNumber ? { id: row.roomId, number: row.roomNumber } : null,
});
