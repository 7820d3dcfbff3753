// The catalogue's list (docs/product.md §5.8): search without accents, category and active filters, the six sorts,
// offset pages, and the page's four summary cards.
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, SERVICE_CATEGORIES } from "@shared/enums";
import { inList } from "@shared/schema/columns";
import { products } from "@shared/schema/products";
import type { ProductFilters, ProductSortField } from "@shared/validators/products";
import type { DbOrTx } from "../db";
import { decodeCursor, offsetOf, pageFrom, pageWithTotal } from "./paging";

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

export function productListStorage(db: DbOrTx) {
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
  };
}
