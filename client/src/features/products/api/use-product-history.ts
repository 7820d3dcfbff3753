import { useMemo } from "react";
import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import type { ProductConsumptionView, StockMoveView } from "@shared/api";
import { fetchPage } from "@/lib/fetch-page";
import { queryKeys } from "@/lib/query-keys";

/** One of an item's histories, newest first, 20 rows at a time ('Carregar mais' asks for the next ones). */
function useHistory<T>(queryKey: QueryKey, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(queryKey, { limit: 20, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    // Read afresh at each opening: a charge or an entry may have happened since.
    staleTime: 0,
    gcTime: 0,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.rows), [query.data]);
  return {
    rows,
    isLoading: query.isLoading,
    error: query.data ? null : query.error,
    refetch: () => void query.refetch(),
    isFetching: query.isFetching,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    nextPageFailed: query.isFetchNextPageError,
    fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}

/** GET /api/products/{id}/stock-moves. */
export const useStockMoves = (productId: string | null) =>
  useHistory<StockMoveView>(queryKeys.products.stockMoves(productId ?? ""), productId !== null);

/** GET /api/products/{id}/consumption: with the guest and room of each line. */
export const useProductConsumption = (productId: string | null) =>
  useHistory<ProductConsumptionView>(queryKeys.products.consumption(productId ?? ""), productId !== null);
