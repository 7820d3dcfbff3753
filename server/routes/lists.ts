// The HTTP side of a paged list (docs/product.md §12.1): the rows as the JSON array, the total and the next page's
// cursor in headers.
import type { Request, Response } from "express";
import type { z } from "zod";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type Page } from "@shared/api/lists";
import { DEFAULT_PAGE_SIZE } from "@shared/validators/lists";

/**
 * A list's query parsed with its schema (pageQuerySchema and the list's own filters), `limit` defaulting to
 * DEFAULT_PAGE_SIZE; undefined when the query names none of the schema's parameters, so the list keeps its meaning
 * without them (the whole list).
 */
export function pagedQuery<S extends z.ZodObject<{ limit: z.ZodType<number | undefined> }>>(
  schema: S,
  query: Request["query"],
): (Omit<z.output<S>, "limit"> & { limit: number }) | undefined {
  if (!Object.keys(schema.shape).some((key) => query[key] !== undefined)) return undefined;
  const parsed = schema.parse(query) as z.output<S> & { limit?: number };
  return { ...parsed, limit: parsed.limit ?? DEFAULT_PAGE_SIZE };
}

export function sendPage<T>(res: Response, page: Page<T>) {
  if (page.total !== undefined) res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  res.json(page.rows);
}
