import { useQuery } from "@tanstack/react-query";
import type { ReservationSummary } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/reservations/summary: how many reservations are in each status, counted by the server. */
export function useReservationSummary() {
  return useQuery<ReservationSummary>({ queryKey: queryKeys.reservations.summary });
}
