import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReservationMapEntry } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** The live stays and the channels' active blocks meeting [from, to): only what the reservation map shows. Refreshed with every reservation read. */
export function useReservationWindow(from: string, to: string) {
  return useQuery<ReservationMapEntry[]>({
    queryKey: queryKeys.reservations.window(from, to),
    // Moving to the next fortnight keeps the current one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
