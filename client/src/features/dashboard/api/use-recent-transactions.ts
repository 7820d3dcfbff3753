import { useQuery } from "@tanstack/react-query";
import type { RecentTransaction } from "@shared/schema";
import { READ_AFRESH_ON_OPEN, recentTransactionsQueryKey } from "./dashboard-query-keys";

/** The latest completed payments. */
export function useRecentTransactions() {
  return useQuery<RecentTransaction[]>({ queryKey: recentTransactionsQueryKey, ...READ_AFRESH_ON_OPEN });
}
