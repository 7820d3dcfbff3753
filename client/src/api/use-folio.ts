import { useQuery } from "@tanstack/react-query";
import type { Folio } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/reservations/{id}/folio: the guest's bill; null asks for nothing. */
export function useFolio(reservationId: string | null) {
  // Read afresh at each opening: a payment or a consumption may have been recorded at another desk since.
  return useQuery<Folio>({
    queryKey: queryKeys.reservations.folio(reservationId ?? ""),
    enabled: reservationId !== null,
    staleTime: 0,
  });
}
