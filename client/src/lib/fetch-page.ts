import type { QueryKey } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type Page } from "@shared/api/lists";
import { apiFetch } from "./api";
import { urlOfQueryKey } from "./query-keys";

/** One page of a list read (docs/product.md §12.1): the key's URL and filters, plus `limit` and the cursor. */
export async function fetchPage<T>(
  queryKey: QueryKey,
  paging: { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<Page<T>> {
  const last = queryKey[queryKey.length - 1];
  const hasFilters = typeof last === "object" && last !== null && !Array.isArray(last);
  const filters = hasFilters ? (last as Record<string, unknown>) : {};
  const path = hasFilters ? queryKey.slice(0, -1) : queryKey;
  const url = urlOfQueryKey([...path, { ...filters, limit: paging.limit, cursor: paging.cursor ?? undefined }]);
  const res = await apiFetch("GET", url, { signal });
  const rows = (await res.json()) as T[];
  const total = res.headers.get(TOTAL_COUNT_HEADER);
  const nextCursor = res.headers.get(NEXT_CURSOR_HEADER);
  return {
    rows,
    total: total !== null && /^\d+$/.test(total) ? Number(total) : undefined,
    nextCursor: nextCursor || undefined,
  };
}
