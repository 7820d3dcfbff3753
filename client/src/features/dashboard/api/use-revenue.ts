import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RevenuePoint } from "@shared/schema";
import { throwIfResNotOk } from "@/lib/api";
import type { RevenuePeriod } from "../lib/revenue-period";
import { READ_AFRESH_ON_OPEN, revenueQueryKey } from "./dashboard-query-keys";

/** Completed payments per day at the pousada over the last `days` days, oldest first. */
export function useRevenue(days: RevenuePeriod) {
  return useQuery<RevenuePoint[]>({
    queryKey: [...revenueQueryKey, { days }],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/dashboard/revenue?days=${days}`, { credentials: "include", signal });
      await throwIfResNotOk(res);
      return res.json();
    },
    ...READ_AFRESH_ON_OPEN,
    // Switching the period keeps the bars on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
