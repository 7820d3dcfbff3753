import { useMemo } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEntryView } from "@shared/api/audit";
import { fetchPage } from "@/lib/fetch-page";
import type { PagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

const AUDIT_PAGE_SIZE = 50;

/** The log's filters as GET /api/audit takes them (shared/validators/audit.ts). */
export interface AuditFilterValues {
  userId?: string;
  kind?: string;
  from?: string;
  to?: string;
}

/**
 * The audit log a page at a time, newest first. Every change in the app writes to it and no mutation invalidates
 * it, so it is read afresh whenever the panel opens (and by its 'Atualizar' button).
 */
export function useAuditLog(filters: AuditFilterValues): PagedList<AuditEntryView> {
  const queryKey = queryKeys.audit.list({ ...filters, limit: AUDIT_PAGE_SIZE });
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<AuditEntryView>(queryKey, { limit: AUDIT_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
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
