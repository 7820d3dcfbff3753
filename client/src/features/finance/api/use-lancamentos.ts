import { useMemo } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { LancamentoView } from "@shared/api";
import { fetchPage } from "@/lib/fetch-page";
import type { PagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";
import type { LancamentoSort } from "../lib/lancamento-sort";

const LANCAMENTOS_PAGE_SIZE = 50;

/** The list's filters as the route takes them (shared/validators/finance.ts lancamentoFiltersSchema). */
export interface LancamentoFilterValues {
  from?: string;
  to?: string;
  contaBancariaId?: string;
  tipo?: string;
  tagId?: string;
  situacao?: string;
  search?: string;
}

/**
 * GET /api/lancamentos-financeiros/{data|tipo|valor}/{asc|desc} with the filters, a page at a time: the sort is the
 * route's path (docs/product.md §12.10), so the list's key carries it before the query string.
 */
export function useLancamentos(sort: LancamentoSort, filters: LancamentoFilterValues): PagedList<LancamentoView> {
  const queryKey = queryKeys.finance.lancamentos(sort.field, sort.direction, {
    ...filters,
    limit: String(LANCAMENTOS_PAGE_SIZE),
  });
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<LancamentoView>(queryKey, { limit: LANCAMENTOS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const rows = useMemo(() => {
    if (!data) return undefined;
    const seen = new Set<string>();
    return data.pages.flatMap((page) => page.rows).filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
  }, [data]);
  return {
    rows,
    total: data?.pages[0]?.total ?? (data && !query.hasNextPage ? rows?.length : undefined),
    isLoading: query.isLoading,
    error: data ? null : query.error,
    refetch: () => void query.refetch(),
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    nextPageFailed: query.isFetchNextPageError,
    fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}
