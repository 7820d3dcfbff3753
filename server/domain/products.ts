// The catalogue of products and services and its stock (docs/product.md §10.3, decision 0015): every change of a
// product's stock writes its move in the same transaction, with the product's row locked, so the stock column is
// always the sum of its moves.
import type { ProductCategory } from "@shared/enums";
import type { InsertProduct, ProductFilters, StockEntry } from "@shared/validators/products";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError } from "../errors";
import type { SessionUser } from "../auth/session";
import { storage } from "../storage";
import { systemClock, type Clock } from "./clock";
import { PRODUCT_NOT_FOUND, toConsumptionView, toMoveView, toProductView } from "./product-views";
import { addStockEntry } from "./stock-entry";
import { decimalOf, hundredthsOf, keepsStock } from "./stock";

const ALREADY_CONSUMED = "Este item já foi consumido e não pode ser excluído. Desative-o em vez de excluir.";

export function productsDomain(db: Db, clock: Clock = systemClock) {
  const { products, consumption, settings } = storage(db);

  async function existing(id: string) {
    const product = await products.findById(id);
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
  }

  return {
    async list(filters: ProductFilters) {
      const page = await products.list(filters);
      return { ...page, rows: page.rows.map(toProductView) };
    },

    summary: () => products.summary(),

    async create(values: InsertProduct, userId: string) {
      const category = values.category as ProductCategory;
      // A service keeps no stock, whatever the form had in the field before the category changed.
      const stock = keepsStock(category) ? decimalOf(hundredthsOf(values.stock ?? "0")) : "0.00";
      const product = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const { products } = storage(tx);
          const created = await products.create({ ...values, category, stock });
          if (hundredthsOf(stock) > 0) {
            await products.insertMove({
              productId: created.id,
              kind: "ajuste",
              quantity: stock,
              note: "Estoque inicial",
              createdBy: userId,
            });
          }
          return created;
        }),
      );
      return toProductView(product);
    },

    /** The form's save: the fields as sent; a stock that differs from the shelf's is a count ('ajuste'). */
    async update(id: string, values: Partial<InsertProduct>, userId: string) {
      const product = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const { products } = storage(tx);
          const current = await products.lockById(id);
          if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
          const { stock: counted, ...fields } = values;
          const category = fields.category ?? current.category;
          const before = hundredthsOf(current.stock);
          // A product that becomes a service leaves its shelf empty; a service's stock stays 0.
          const target = keepsStock(category) ? (counted === undefined ? before : hundredthsOf(counted)) : 0;
          if (target !== before) {
            await products.insertMove({
              productId: id,
              kind: "ajuste",
              quantity: decimalOf(target - before),
              note: keepsStock(category) ? "Contagem de estoque" : "Item passou a ser serviço: estoque zerado",
              createdBy: userId,
            });
            await products.addStock(id, decimalOf(target - before));
          }
          return (await products.update(id, fields))!;
        }),
      );
      return toProductView(product);
    },

    /** The tag chips: only the tags change. */
    async setTags(id: string, tags: string[]) {
      const product = await products.update(id, { tags });
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return toProductView(product);
    },

    /** Owner only (the route checks). A product any stay consumed stays, to be deactivated instead. */
    async remove(id: string) {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const { products } = storage(tx);
          // Locked first: a charge arriving meanwhile waits, and then finds no product.
          const product = await products.lockById(id);
          if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
          if (await products.wasEverConsumed(id)) throw new ConflictError(ALREADY_CONSUMED);
          await products.remove(id);
        }),
      );
    },

    /**
     * 'Entrada de estoque': the quantity in, with its unit cost; when an account is chosen, the purchase is also a
     * settled despesa there (categoria 'Estoque'), posted through the ledger in the same transaction.
     */
    async addStock(id: string, entry: StockEntry, userId: string) {
      const moveId = await addStockEntry(db, clock, id, entry, userId);
      const [product, move] = await Promise.all([existing(id), products.findMove(moveId)]);
      return { product: toProductView(product), move: toMoveView(move!) };
    },

    async moves(id: string, paging: { limit?: number; cursor?: string }) {
      await existing(id);
      const page = await products.listMoves(id, paging);
      return { ...page, rows: page.rows.map(toMoveView) };
    },

    /** 'Ver': where the item went, newest first, with the guest and room of each line. */
    async consumption(id: string, paging: { limit?: number; cursor?: string }, user: SessionUser) {
      await existing(id);
      const page = await consumption.listForProduct(id, paging);
      const zone = await settings.timeZone();
      const now = clock();
      return {
        ...page,
        rows: page.rows.map((row) => toConsumptionView(row, user, now, zone)),
      };
    },
  };
}
