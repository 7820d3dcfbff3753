import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { handleSessionExpiry } from "./session-expiry";

/**
 * The app's one QueryClient. A lost session is handled here, once for every read and write (docs/product.md §13.3);
 * screens neither repeat the notice nor show a read's 401 as a failure (see LoadError).
 * Cached data never goes stale and nothing refetches or retries on its own: reads are refreshed only by the
 * invalidations after a successful change (invalidation.ts).
 */
export function createQueryClient(onError: (error: unknown) => void = handleSessionExpiry): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
