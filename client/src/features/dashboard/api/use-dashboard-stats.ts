import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/schema";
import { dashboardStatsQueryKey, READ_AFRESH_ON_OPEN } from "./dashboard-query-keys";

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardStatsQueryKey, ...READ_AFRESH_ON_OPEN });
}
