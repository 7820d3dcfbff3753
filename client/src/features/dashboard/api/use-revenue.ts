import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RevenuePoint } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";
import type { RevenuePeriod } from "../lib/revenue-period";
import { READ_AFRESH_ON_OPEN } from "@/lib/read-afresh";

/** Completed payments per day at the pousada over the last `days` days, oldest first. */
export function useRevenue(days: RevenuePeriod) {
  return useQuery<RevenuePoint[]>({
    queryKey: queryKeys.dashboard.revenue(days),
    ...READ_AFRESH_ON_OPEN,
    // Switching the period keeps the bars on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
