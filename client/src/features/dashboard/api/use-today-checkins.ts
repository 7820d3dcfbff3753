import { useQuery } from "@tanstack/react-query";
import type { TodayCheckIn } from "@shared/schema";
import { READ_AFRESH_ON_OPEN, todayCheckInsQueryKey } from "./dashboard-query-keys";

/** Today's arrivals at the pousada, checked in or still expected. */
export function useTodayCheckIns() {
  return useQuery<TodayCheckIn[]>({ queryKey: todayCheckInsQueryKey, ...READ_AFRESH_ON_OPEN });
}
