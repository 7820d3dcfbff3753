import type { Query, QueryClient } from "@tanstack/react-query";

// Every other module invalidates exactly this key after its writes (SPEC section 7), so it must stay as it is.
export const dashboardStatsQueryKey = ["/api/dashboard/stats"] as const;
export const recentTransactionsQueryKey = ["/api/dashboard/recent-transactions"] as const;
export const revenueQueryKey = ["/api/dashboard/revenue"] as const;
export const todayCheckInsQueryKey = ["/api/dashboard/today-checkins"] as const;

/**
 * The dashboard sums up what every module (and every other desk) changed, so its reads are asked afresh each time
 * the page opens; the cached figures stay on screen meanwhile, so reopening it never flashes skeletons.
 */
export const READ_AFRESH_ON_OPEN = { refetchOnMount: "always" } as const;

const isDashboardRead = (query: Query) => String(query.queryKey[0]).startsWith("/api/dashboard/");

/** After a change made from the dashboard itself (a reservation edited or booked there): every figure again. */
export function invalidateDashboardQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: isDashboardRead });
}
