import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

export { apiRequest, getQueryFn } from "./api";

// Cached data never goes stale and nothing refetches or retries on its own:
// lists are refreshed only by explicit invalidation after a successful change.
export const queryClient = new QueryClient({
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
