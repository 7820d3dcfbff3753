// products and product_stock_moves: the catalogue and every change of a product's stock. The stock column is kept
// by the same transaction that writes its move, with the product's row locked (docs/decisions/0015).
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { ProductCategory } from "@shared/enums";
import { productStockMoves, products } from "@shared/schema/products";
import type { InsertProduct } from "@shared/validators/products";
import type { DbOrTx } from "../db";
import { productListStorage } from "./product-list";
import { productStockMovesStorage } from "./product-stock-moves";

export function productsStorage(db: DbOrTx) {
  return {
    ...productListStorage(db),
    ...productStockMovesStorage(db),

    async findById(id: string) {
      const [product] = await db.select().from(products).where(eq(products.id, id));
      return product;
    },

    /** The product, locked until the transaction ends: charges, entries and edits of its stock take turns. */
    async lockById(id: string) {
      const [product] = await db.select().from(products).where(eq(products.id, id)).for("update");
      return product;
    },

    /** Several products locked in id order, so two transactions locking overlapping sets never wait in a circle. */
    async lockMany(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for("update");
    },

    async create(values: InsertProduct & { stock: string; category: ProductCategory }) {
      const [product] = await db.insert(products).values(values).returning();
      return product!;
    },

    async update(id: string, values: Partial<InsertProduct>) {
      const [product] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return product;
    },

    /** Adds `delta` (a signed decimal string) to the stock; the new stock. The check constraint refuses below 0. */
    async addStock(id: string, delta: string) {
      const [row] = await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${delta}::numeric`, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ stock: products.stock });
      return row!.stock;
    },

    /** Deletes a product and its stock history (counts and entries; a consumed product is refused before this). */
    async remove(id: string) {
      await db.delete(productStockMoves).where(eq(productStockMoves.productId, id));
      const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      return Boolean(deleted);
    },
  };
}
