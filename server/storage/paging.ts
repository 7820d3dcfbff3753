// Paging for the storage modules' list reads. A cursor is opaque to clients (base64url of JSON) and says where the
// next page starts: after a row's sort key (keyset: a deep page costs what the first does, on an index of the sort
// key and the id) or, for orders no index follows (a search ranked by relevance), after a number of rows.
import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ValidationError } from "../errors";

const INVALID_CURSOR = "Página inválida: recarregue a lista";

export type SortKey = Array<string | number | null>;

const cursorSchema = z.union([
  z
    .object({
      after: z
        .array(z.union([z.string(), z.number(), z.null()]))
        .min(1)
        .max(5),
    })
    .strict(),
  z.object({ offset: z.number().int().min(0).max(1_000_000) }).strict(),
]);
export type Cursor = z.output<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The cursor a client sent back, or a 400 when it is not one this server wrote. */
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // not base64url JSON
  }
  throw new ValidationError(INVALID_CURSOR, "cursor");
}

/** What a list's query says about its total: a cursor, and `total=false` to go without it. */
interface TotalQuery {
  cursor?: string;
  total?: "true" | "false";
}

/** Whether a page carries the list's total: the first page (no cursor), unless the request said `total=false`. */
export const countsTotal = (query: TotalQuery) => !query.cursor && query.total !== "false";

/**
 * A page, with the total of the same filter when the page carries it (countsTotal): the `limit + 1` rows and the
 * count are read in parallel. `count` is a query answering one row `{ total }`; `page` cuts the rows to a page.
 *
 *   return pageWithTotal(query, {
 *     rows: db.select({ ...view, cursorKey: order.cursorKey }).from(t).where(and(where, order.after(query.cursor)))
 *       .orderBy(...order.orderBy).limit(query.limit + 1),
 *     count: () => db.select({ total: count() }).from(t).where(where),
 *     page: (fetched) => order.page(fetched, query.limit),
 *   });
 */
export async function pageWithTotal<F, P extends { rows: unknown[]; nextCursor?: string }>(
  query: TotalQuery,
  read: { rows: PromiseLike<F>; count: () => PromiseLike<Array<{ total: number }>>; page: (fetched: F) => P },
): Promise<P & { total?: number }> {
  const [fetched, counted] = await Promise.all([read.rows, countsTotal(query) ? read.count() : undefined]);
  const page = read.page(fetched);
  return counted ? { ...page, total: counted[0]!.total } : page;
}

/** The row count an offset cursor skips (0 without a cursor), or a 400 for a keyset cursor. */
export function offsetOf(cursor: Cursor | undefined): number {
  if (!cursor) return 0;
  if (!("offset" in cursor)) throw new ValidationError(INVALID_CURSOR, "cursor");
  return cursor.offset;
}

/**
 * Turns `limit + 1` fetched rows into a page: the first `limit`, and the next page's cursor when the extra row shows
 * there is one (`keyOf` gives a row's sort key for keyset paging; without it, the offset moves on).
 */
export function pageFrom<T>(
  fetched: T[],
  limit: number,
  next: { keyOf: (row: T) => SortKey } | { offset: number },
): { rows: T[]; nextCursor?: string } {
  if (fetched.length <= limit) return { rows: fetched };
  const rows = fetched.slice(0, limit);
  const nextCursor =
    "keyOf" in next
      ? encodeCursor({ after: next.keyOf(rows[rows.length - 1]!) })
      : encodeCursor({ offset: next.offset + limit });
  return { rows, nextCursor };
}

// ---------------------------------------------------------------- keyset pages in Drizzle

/**
 * What a key of a keyset order holds, so a cursor's values are checked before PostgreSQL reads them. A `numeric` key
 * (money) travels as the exact decimal text PostgreSQL writes, never as a JSON number.
 */
type KeyKind = "text" | "date" | "timestamp" | "uuid" | "integer" | "numeric";

const keyValueSchemas: Record<KeyKind, z.ZodType> = {
  text: z.string().max(2000),
  date: z.iso.date(),
  // As json_build_array writes a timestamptz: to the microsecond, with the session's offset.
  timestamp: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2}){0,2})$/),
  uuid: z.uuid(),
  integer: z.number().int().min(-1_000_000).max(1_000_000),
  // numeric(15,2), as `::text` writes it.
  numeric: z.string().regex(/^-?\d{1,13}\.\d{2}$/),
};
const keyCasts: Record<KeyKind, SQL> = {
  text: sql.raw("text"),
  date: sql.raw("date"),
  timestamp: sql.raw("timestamptz"),
  uuid: sql.raw("uuid"),
  integer: sql.raw("integer"),
  numeric: sql.raw("numeric"),
};

/** One key of a keyset order: an expression that is never NULL (wrap a nullable column in coalesce). */
export interface KeysetKey {
  expr: SQL | AnyColumn;
  kind: KeyKind;
}

/**
 * A list's order for keyset pages: the keys compared as one row, all in one direction, the last one unique (the id),
 * so every row has one place and a page starts right after the previous page's last row, whatever was added or
 * removed meanwhile. With an index on the same keys, a page deep in the list costs what the first one does.
 *
 *   const order = keysetOrder([{ expr: reservations.checkInDate, kind: "date" }, { expr: reservations.id, kind: "uuid" }], "desc");
 *   const fetched = await db.select({ ...view, cursorKey: order.cursorKey }).from(reservations)
 *     .where(and(filters, order.after(query.cursor))).orderBy(...order.orderBy).limit(query.limit + 1);
 *   return order.page(fetched, query.limit); // { rows (without cursorKey), nextCursor }
 */
export function keysetOrder(keys: readonly [KeysetKey, ...KeysetKey[]], dir: "asc" | "desc") {
  const exprs = keys.map((key) => key.expr);
  const written = keys.map((key) => (key.kind === "numeric" ? sql`${key.expr}::text` : key.expr));
  const valuesSchema = z.tuple(keys.map((key) => keyValueSchemas[key.kind]) as [z.ZodType, ...z.ZodType[]]);
  return {
    orderBy: exprs.map((expr) => (dir === "asc" ? asc(expr) : desc(expr))),
    /**
     * Selected beside the row: its key as PostgreSQL compares it (a timestamp to the microsecond, which a JavaScript
     * Date would round to the millisecond and so repeat or skip rows; money as its decimal text). `page` takes it
     * off again.
     */
    cursorKey: sql<SortKey>`json_build_array(${sql.join(written, sql`, `)})`,
    /** The condition "after the cursor's row", none for the first page; 400 for a cursor of another order. */
    after(cursorText: string | undefined): SQL | undefined {
      const cursor = decodeCursor(cursorText);
      if (!cursor) return undefined;
      const parsed = "after" in cursor ? valuesSchema.safeParse(cursor.after) : undefined;
      if (!parsed?.success) throw new ValidationError(INVALID_CURSOR, "cursor");
      const values = (parsed.data as unknown[]).map((value, i) => sql`${value}::${keyCasts[keys[i]!.kind]}`);
      return sql`(${sql.join(exprs, sql`, `)}) ${sql.raw(dir === "asc" ? ">" : "<")} (${sql.join(values, sql`, `)})`;
    },
    /** The page of `limit + 1` rows fetched with `cursorKey`: the first `limit`, without it, and the next cursor. */
    page<T extends { cursorKey: SortKey }>(
      fetched: T[],
      limit: number,
    ): { rows: Omit<T, "cursorKey">[]; nextCursor?: string } {
      const { rows, nextCursor } = pageFrom(fetched, limit, { keyOf: (row) => row.cursorKey });
      return { rows: rows.map(({ cursorKey: _key, ...row }) => row), nextCursor };
    },
  };
}
