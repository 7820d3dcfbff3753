// guests: the guest register.
import { and, count, eq, getTableColumns, sql } from "drizzle-orm";
import { guests, type Guest } from "@shared/schema/guests";
import type { GuestSummary } from "@shared/api/guests";
import type { Page } from "@shared/api/lists";
import type { PageQuery } from "@shared/validators/lists";
import type { InsertGuest } from "@shared/validators/guests";
import type { DbOrTx } from "../db";
import { isReferencedRowError } from "../db/pg-errors";
import { keysetOrder, pageWithTotal, type KeysetKey, type SortKey } from "./paging";
import { guestMatches, guestRank, readSearchTerm } from "./search";

/**
 * The register's order: first name, then last name, in the Portuguese alphabet ("Álvaro" with the As), the id
 * breaking ties; guests_name_order_idx (migrations/0006_list_search.sql) holds it.
 */
const byName: [KeysetKey, KeysetKey, KeysetKey] = [
  { expr: sql`${guests.firstName} COLLATE "pt-BR-x-icu"`, kind: "text" },
  { expr: sql`${guests.lastName} COLLATE "pt-BR-x-icu"`, kind: "text" },
  { expr: guests.id, kind: "uuid" },
];
const nameOrder = keysetOrder(byName, "asc");

/** A page's order and filter: by name, or ranked by how well each guest matches the search. */
function pageShape(search: string | undefined) {
  const term = readSearchTerm(search);
  if (!term) return { order: nameOrder, where: undefined, rank: undefined };
  const rank = guestRank(term);
  return {
    order: keysetOrder([{ expr: rank, kind: "integer" }, ...byName], "asc"),
    where: guestMatches(term),
    rank,
  };
}

export function guestsStorage(db: DbOrTx) {
  /**
   * A page by name walks guests_name_order_idx and stops after `limit + 1` rows. A search must rank every guest it
   * finds (thousands for "ma") before it knows the first ones: it ranks narrow rows (id, rank, names) and reads the
   * whole guest, and writes the cursor's key, for the page's rows only. Ranking whole rows, each with its cursor's
   * key, cost 80 ms for "m" against 12 ms so (50,000 guests).
   */
  const pageQuery = (query: PageQuery & { limit: number }, { order, where, rank }: ReturnType<typeof pageShape>) => {
    const after = order.after(query.cursor);
    if (!rank) {
      return db
        .select({ ...getTableColumns(guests), cursorKey: order.cursorKey })
        .from(guests)
        .where(and(where, after))
        .orderBy(...order.orderBy)
        .limit(query.limit + 1);
    }
    const [first, last] = byName;
    const ranked = db
      .select({
        id: guests.id,
        rank: sql<number>`${rank}`.as("rank"),
        first: sql<string>`${first.expr}`.as("first"),
        last: sql<string>`${last.expr}`.as("last"),
      })
      .from(guests)
      .where(and(where, after))
      .orderBy(...order.orderBy)
      .limit(query.limit + 1)
      .as("ranked");
    const keys = [ranked.rank, ranked.first, ranked.last, ranked.id];
    return db
      .select({ ...getTableColumns(guests), cursorKey: sql<SortKey>`json_build_array(${sql.join(keys, sql`, `)})` })
      .from(ranked)
      .innerJoin(guests, eq(guests.id, ranked.id))
      .orderBy(...keys);
  };

  return {
    /** Every guest, by name (GET /api/guests without parameters). */
    list() {
      return db
        .select()
        .from(guests)
        .orderBy(...nameOrder.orderBy);
    },
    /**
     * One page of the register (docs/product.md §12.4): by name, or, with a search (server/storage/search.ts), the
     * guests it finds, the best matches first and then by name; the total on the first page.
     */
    async page(query: PageQuery & { limit: number }): Promise<Page<Guest>> {
      const shape = pageShape(query.search);
      return pageWithTotal(query, {
        rows: pageQuery(query, shape),
        count: () => db.select({ total: count() }).from(guests).where(shape.where),
        page: (fetched) => shape.order.page(fetched, query.limit),
      });
    },
    /** The SQL of a page, as it runs (the bench and the index test explain it). */
    pageSql: async (query: PageQuery & { limit: number }) => pageQuery(query, pageShape(query.search)).toSQL(),
    /** The count cards of the Guests page: every guest, and those with an e-mail. */
    async summary(): Promise<GuestSummary> {
      const [row] = await db.select({ total: count(), withEmail: count(guests.email) }).from(guests);
      return row!;
    },
    async findById(id: string) {
      const [guest] = await db.select().from(guests).where(eq(guests.id, id));
      return guest;
    },
    async create(values: InsertGuest) {
      const [guest] = await db.insert(guests).values(values).returning();
      return guest!;
    },
    /** `phone` null only for a companion who never gave one (companionGuestSchema). */
    async update(id: string, values: Partial<Omit<InsertGuest, "phone">> & { phone?: string | null }) {
      const [guest] = await db
        .update(guests)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(guests.id, id))
        .returning();
      return guest;
    },
    /** Deletes a guest nothing refers to; 'referenced' when reservations, payments or stays point at them. */
    async remove(
      id: string,
    ): Promise<
      { outcome: "deleted"; documentPhotoUrl: string | null } | { outcome: "missing" } | { outcome: "referenced" }
    > {
      try {
        const [deleted] = await db
          .delete(guests)
          .where(eq(guests.id, id))
          .returning({ documentPhotoUrl: guests.documentPhotoUrl });
        return deleted ? { outcome: "deleted", documentPhotoUrl: deleted.documentPhotoUrl } : { outcome: "missing" };
      } catch (error) {
        if (isReferencedRowError(error)) return { outcome: "referenced" };
        throw error;
      }
    },
  };
}
