import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import type { FrontDeskOverviewRecord } from "./stay-records";

/** GET /api/checkinout/overview: the three lists and the counts, for the pousada's today as the server sees it. */
export function useFrontDeskOverview() {
  return useQuery<FrontDeskOverviewRecord>({
    queryKey: queryKeys.stays.overview,
    // Read afresh whenever the page opens: other desks check guests in and out, and "today" moves at midnight.
    staleTime: 0,
  });
}
