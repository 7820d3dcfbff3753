import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";
import { currentOnly } from "./current-only";
import { READ_AFRESH_ON_OPEN } from "@/lib/read-afresh";

export function useDashboardStats() {
  return currentOnly(useQuery<DashboardStats>({ queryKey: queryKeys.dashboard.stats, ...READ_AFRESH_ON_OPEN }));
}
