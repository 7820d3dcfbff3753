import { useMemo } from "react";
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { Page } from "@shared/api/lists";
import { fetchPage } from "./fetch-page";

/**
 * A list read a page at a time (docs/product.md §12.1): the key is the address (the path, then any further path
 * segments such as a sort), its trailing object the query string with `limit` and the list's own search and filters,
 * e.g. ["/api/guests", { search: "ana", limit: 50 }]. Such a key always holds pages (an infinite query): read it
 * only through usePagedList.
 */
export type PagedListKey = readonly [string, ...string[], { /** The page size (1 to 100). */ limit: number }];

interface PagedListOptions {
  enabled?: boolean;
  /** Read afresh each time a screen shows the list, even when it is cached and fresh (a log no change invalidates). */
  refetchOnMount?: "always";
}

export interface PagedList<T> {
  /** Every row read so far, in order (each once); undefined until the first page arrives. */
  rows: T[] | undefined;
  /** Rows with the same search and filters on the server (X-Total-Count), or undefined when not told. */
  total: number | undefined;
  isLoading: boolean;
  /** The first page failed (a later page's failure is `nextPageFailed`, the rows read so far stay). */
  error: Error | null;
  refetch: () => void;
  isFetching: boolean;
  /** The rows shown are the previous search's, kept while this one loads. */
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  fetchNextPage: () => void;
}

interface PagedRow {
  id: string;
}

/**
 * One list, read a page at a time as the screen asks (scrolling, 'Carregar mais'), with the previous search's rows
 * kept on screen while a new search loads. A change that invalidates the key's prefix reads the loaded pages again.
 */
export function usePagedList<T extends PagedRow>(
  queryKey: PagedListKey,
  { enabled = true, refetchOnMount }: PagedListOptions = {},
): PagedList<T> {
  const { limit } = queryKey[queryKey.length - 1] as { limit: number };
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(queryKey, { limit, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
    ...(refetchOnMount && { refetchOnMount }),
  });
  const { rows, total } = useMemo(() => pagedView(query.data, query.hasNextPage), [query.data, query.hasNextPage]);
  const hasNextPage = query.hasNextPage;
  return {
    rows,
    total,
    isLoading: query.isLoading,
    error: query.data ? null : query.error,
    refetch: () => void query.refetch(),
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    nextPageFailed: query.isFetchNextPageError,
    fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}

/**
 * The pages read so far as one list: each row once (a row that moved between two pages' reads, as an offset page can
 * after an insert, is shown where it was first seen) and the total of the first page's X-Total-Count.
 */
export function pagedView<T extends PagedRow>(
  data: InfiniteData<Page<T>> | undefined,
  hasNextPage: boolean,
): { rows: T[] | undefined; total: number | undefined } {
  if (!data) return { rows: undefined, total: undefined };
  const seen = new Set<string>();
  const rows = data.pages.flatMap((page) => page.rows).filter((row) => !seen.has(row.id) && seen.add(row.id));
  // Without the header (a server that ignored `limit`), a list with no next page is all there is.
  return { rows, total: data.pages[0]?.total ?? (hasNextPage ? undefined : rows.length) };
}

function isPagedData(data: unknown): data is InfiniteData<Page<unknown>> {
  return typeof data === "object" && data !== null && "pages" in data && Array.isArray(data.pages);
}

/**
 * The cached pages with `change` applied to every row (an optimistic update); anything else under the same prefix
 * (a summary, a single record) is returned as it is.
 */
export function mapPagedRows<T>(data: unknown, change: (row: T) => T): unknown {
  if (!isPagedData(data)) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, rows: (page.rows as T[]).map(change) })) };
}
