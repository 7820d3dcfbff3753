import { useQuery } from "@tanstack/react-query";
import type { TodayCheckIn } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";
import { currentOnly } from "./current-only";
import { READ_AFRESH_ON_OPEN } from "@/lib/read-afresh";

/** Today's arrivals at the pousada, checked in or still expected. */
export function useTodayCheckIns() {
  return currentOnly(useQuery<TodayCheckIn[]>({ queryKey: queryKeys.dashboard.todayCheckIns, ...READ_AFRESH_ON_OPEN }));
}
