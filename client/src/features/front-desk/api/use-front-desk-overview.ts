import { useQuery } from "@tanstack/react-query";
import type { FrontDeskOverviewRecord } from "./stay-records";

/** Every front-desk read sits under this prefix, so one invalidation refreshes the overview and any folio. */
export const staysQueryKey = ["/api/checkinout"] as const;
export const frontDeskOverviewQueryKey = [...staysQueryKey, "overview"] as const;

/** GET /api/checkinout/overview: the three lists and the counts, for the pousada's today as the server sees it. */
export function useFrontDeskOverview() {
  return useQuery<FrontDeskOverviewRecord>({
    queryKey: frontDeskOverviewQueryKey,
    // Read afresh whenever the page opens: other desks check guests in and out, and "today" moves at midnight.
    staleTime: 0,
  });
}
