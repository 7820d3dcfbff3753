// products and product_stock_moves: the catalogue and every change of a product's stock. The stock column is kept
// by the same transaction that writes its move, with the product's row locked (docs/decisions/0015).
import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  SERVICE_CATEGORIES,
  type ProductCategory,
  type StockMoveKind,
} from "@shared/enums";
import { inList } from "@shared/schema/columns";
import { productConsumption, productStockMoves, products } from "@shared/schema/products";
import { users } from "@shared/schema/users";
import type { InsertProduct, ProductFilters, ProductSortField } from "@shared/validators/products";
import type { DbOrTx } from "../db";
import { decodeCursor, keysetOrder, offsetOf, pageFrom, pageWithTotal } from "./paging";

/**
 * Lower case without accents ('Água' -> 'agua'), with the function guests are searched with (migrations/0006). The
 * catalogue is a few hundred rows: a search reads them all, so no index is needed for it.
 */
const folded = (value: SQL | typeof products.name) => sql`lower(immutable_unaccent(${value}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Categories in the order of their Portuguese labels (Alimentação, Amenidade, Bebida ...): the 'category' sort. */
const CATEGORIES_BY_LABEL = [...PRODUCT_CATEGORIES].sort((a, b) =>
  PRODUCT_CATEGORY_LABELS[a].localeCompare(PRODUCT_CATEGORY_LABELS[b], "pt-BR"),
);
const categoryRank = sql`array_position(ARRAY[${inList(CATEGORIES_BY_LABEL)}]::text[], ${products.category})`;
const isService = sql`${products.category} IN (${inList(SERVICE_CATEGORIES)})`;

/** Each sort field's key; nulls (no cost, no unit, a service's stock) go last in either direction. */
const SORT_KEYS: Record<ProductSortField, { key: SQL; nullable: boolean }> = {
  name: { key: folded(products.name), nullable: false },
  price: { key: sql`${products.price}`, nullable: false },
  costPrice: { key: sql`${products.costPrice}`, nullable: true },
  category: { key: categoryRank, nullable: false },
  unit: { key: folded(sql`${products.unit}`), nullable: true },
  stock: { key: sql`CASE WHEN ${isService} THEN NULL ELSE ${products.stock} END`, nullable: true },
};

const moveView = {
  id: productStockMoves.id,
  kind: productStockMoves.kind,
  quantity: productStockMoves.quantity,
  unitCost: productStockMoves.unitCost,
  lancamentoId: productStockMoves.lancamentoId,
  note: productStockMoves.note,
  createdAt: productStockMoves.createdAt,
  createdById: users.id,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

/** A product's moves, newest first: keyset pages on (createdAt, id). */
const movesOrder = keysetOrder(
  [
    { expr: productStockMoves.createdAt, kind: "timestamp" },
    { expr: productStockMoves.id, kind: "uuid" },
  ],
  "desc",
);

export function productsStorage(db: DbOrTx) {
  const whereOf = (filters: Pick<ProductFilters, "search" | "category" | "active">) => {
    const term = filters.search?.trim();
    const pattern = term ? sql`'%' || ${folded(sql`${escapeLike(term)}::text`)} || '%'` : undefined;
    return and(
      pattern
        ? or(
            sql`${folded(products.name)} LIKE ${pattern}`,
            sql`${folded(sql`coalesce(${products.description}, '')`)} LIKE ${pattern}`,
          )
        : undefined,
      filters.category ? eq(products.category, filters.category) : undefined,
      filters.active === undefined ? undefined : eq(products.isActive, filters.active === "true"),
    );
  };

  return {
    /**
     * The catalogue with the list's filters and sort (by name without them); with `limit`, one page and the next
     * page's cursor (an offset: the sorts are many and the catalogue small), and the total on the first page.
     */
    async list(filters: ProductFilters) {
      const where = whereOf(filters);
      const { key, nullable } = SORT_KEYS[filters.sort ?? "name"];
      const direction = filters.dir === "desc" ? sql`DESC` : sql`ASC`;
      const order = [
        sql`${key} ${direction}${nullable ? sql` NULLS LAST` : sql``}`,
        sql`${folded(products.name)} ASC`,
        asc(products.id),
      ];
      if (filters.limit === undefined) {
        return {
          rows: await db
            .select()
            .from(products)
            .where(where)
            .orderBy(...order),
        };
      }
      const { limit } = filters;
      const offset = offsetOf(decodeCursor(filters.cursor));
      return pageWithTotal(filters, {
        rows: db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(limit + 1)
          .offset(offset),
        count: () => db.select({ total: count() }).from(products).where(where),
        page: (fetched) => pageFrom(fetched, limit, { offset }),
      });
    },

    async summary() {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) FILTER (WHERE ${products.isActive})::int`,
          food: sql<number>`count(*) FILTER (WHERE ${products.category} = 'food')::int`,
          services: sql<number>`count(*) FILTER (WHERE ${products.category} = 'service')::int`,
        })
        .from(products);
      return row ?? { total: 0, active: 0, food: 0, services: 0 };
    },

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

    async insertMove(values: {
      productId: string;
      kind: StockMoveKind;
      quantity: string;
      unitCost?: number | null;
      consumptionId?: string | null;
      lancamentoId?: string | null;
      note?: string | null;
      createdBy: string | null;
    }) {
      const [move] = await db.insert(productStockMoves).values(values).returning({ id: productStockMoves.id });
      return move!.id;
    },

    async findMove(id: string) {
      const [move] = await db
        .select(moveView)
        .from(productStockMoves)
        .leftJoin(users, eq(users.id, productStockMoves.createdBy))
        .where(eq(productStockMoves.id, id));
      return move;
    },

    /** A product's moves, newest first; with `limit`, one page and the next page's cursor. */
    async listMoves(productId: string, paging: { limit?: number; cursor?: string }) {
      const query = db
        .select({ ...moveView, cursorKey: movesOrder.cursorKey })
        .from(productStockMoves)
        .leftJoin(users, eq(users.id, productStockMoves.createdBy))
        .where(and(eq(productStockMoves.productId, productId), movesOrder.after(paging.cursor)))
        .orderBy(...movesOrder.orderBy);
      if (paging.limit === undefined) return movesOrder.page(await query, Number.MAX_SAFE_INTEGER);
      return movesOrder.page(await query.limit(paging.limit + 1), paging.limit);
    },

    /** Whether any stay was ever charged this product (a line, or a consumption move left by a removed line). */
    async wasEverConsumed(productId: string) {
      const [line] = await db
        .select({ one: sql`1` })
        .from(productConsumption)
        .where(eq(productConsumption.productId, productId))
        .limit(1);
      if (line) return true;
      const [move] = await db
        .select({ one: sql`1` })
        .from(productStockMoves)
        .where(and(eq(productStockMoves.productId, productId), inArray(productStockMoves.kind, ["consumo", "estorno"])))
        .limit(1);
      return Boolean(move);
    },

    /** Deletes a product and its stock history (counts and entries; a consumed product is refused before this). */
    async remove(id: string) {
      await db.delete(productStockMoves).where(eq(productStockMoves.productId, id));
      const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      return Boolean(deleted);
    },
  };
}
