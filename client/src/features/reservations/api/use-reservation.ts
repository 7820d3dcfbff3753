import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import type { ReservationRecord } from "./use-reservations";

/** One reservation in full (GET /api/reservations/{id}), e.g. for a bar of the map; null asks for nothing. */
export function useReservation(id: string | null) {
  // Read afresh at each opening and not kept afterwards: another desk may have changed it since.
  return useQuery<ReservationRecord>({
    queryKey: queryKeys.reservations.one(id ?? ""),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
