// Each signed-in page's first reads, asked for the moment the navigation starts (the sign-in check's answer on a
// first visit, the new address on a click), beside the page's code rather than after it (docs/product.md §4.1).
// Kept in the entry chunk and light: query keys and a little date arithmetic, no page code.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { DEFAULT_REVENUE_PERIOD } from "@/features/dashboard/lib/revenue-period";
import { queryKeys } from "@/lib/query-keys";
import { JUST_READ_MS } from "@/lib/read-afresh";

/** The last day of the month of `date` ("YYYY-MM-DD"): the Date's day 0 of the next month. */
const monthEnd = (date: string) =>
  `${date.slice(0, 8)}${new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate()}`;

/** Today's calendar date at the pousada, "YYYY-MM-DD". */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

/** The reads a page makes as it opens at `path` with `search` (without "?"); none for what a page reads on demand. */
function readsOf(path: string, search: string, timeZone: string): QueryKey[] {
  switch (path) {
    case "/":
      return [
        queryKeys.dashboard.stats,
        queryKeys.dashboard.todayCheckIns,
        queryKeys.dashboard.revenue(DEFAULT_REVENUE_PERIOD),
        queryKeys.dashboard.recentTransactions,
        queryKeys.rooms.all,
      ];
    case "/rooms":
      return [queryKeys.rooms.all];
    case "/checkin-checkout":
      return [queryKeys.stays.overview];
    case "/guests":
      return [queryKeys.guests.summary];
    case "/reservations":
      return [queryKeys.reservations.summary];
    case "/products-services":
      return [queryKeys.products.summary];
    case "/reports": {
      // The page as it opens without parameters: the current month (DEFAULT_PRESET), the Financeiro tab.
      if (search !== "") return [];
      const today = todayIn(timeZone);
      const period = { from: `${today.slice(0, 7)}-01`, to: monthEnd(today) };
      return [queryKeys.reports.of("summary", period), queryKeys.reports.of("financeiro", period)];
    }
    default:
      return [];
  }
}

/** The pages whose reads are asked afresh each time they open (lib/read-afresh.ts). */
const READ_AFRESH = new Set(["/", "/reports"]);

/**
 * Starts the page's reads. A read in flight is not asked twice; one already answered is asked again only on the pages
 * that read afresh on opening, and not when it was answered moments ago: the signed-in app asks again as it mounts,
 * and on a first visit the router's reads have often been answered by then (each was read twice before, 0066).
 */
export function prefetchPageData(client: QueryClient, path: string, search: string, timeZone: string) {
  const staleTime = READ_AFRESH.has(path) ? JUST_READ_MS : undefined;
  for (const queryKey of readsOf(path, search, timeZone)) void client.prefetchQuery({ queryKey, staleTime });
}
