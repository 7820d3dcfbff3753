import { useQuery } from "@tanstack/react-query";
import type { RecentTransaction } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";
import { READ_AFRESH_ON_OPEN } from "@/lib/read-afresh";

/** The latest completed payments. */
export function useRecentTransactions() {
  return useQuery<RecentTransaction[]>({ queryKey: queryKeys.dashboard.recentTransactions, ...READ_AFRESH_ON_OPEN });
}
