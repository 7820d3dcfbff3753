import type { UseQueryResult } from "@tanstack/react-query";

/**
 * A dashboard read as its block may show it: never figures a change is known to have outdated.
 *
 * Cached reads never go stale by themselves (lib/query-client.ts), so a stale read is one a change invalidated (a
 * check-in, a booking) and its cached answer is known to be wrong. Blocks refresh from separate reads that land at
 * different moments: showing the old answer of one beside the new answer of another read contradictions ('Quartos
 * Ocupados 0' beside 'Taxa 33%', the legend counting 2 occupied rooms beside a card saying 1). So while such a read is
 * being read again, the block shows its placeholder, as on the first load. A read merely asked afresh on opening the
 * page (READ_AFRESH_ON_OPEN, not invalidated) keeps its figures on screen meanwhile.
 */
export function currentOnly<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  if (!(query.isStale && query.isFetching && query.data !== undefined)) return query;
  return { ...query, data: undefined, isLoading: true } as UseQueryResult<T>;
}
