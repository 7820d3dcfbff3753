import { useQuery } from "@tanstack/react-query";
import type { ConsumptionView } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /api/product-consumption?reservationId=: a stay's consumption lines, each saying whether the signed-in user
 * may remove it (the owner, or the clerk who charged it on the same day). Null asks for nothing.
 */
export function useReservationConsumption(reservationId: string | null) {
  return useQuery<ConsumptionView[]>({
    queryKey: queryKeys.consumption.ofReservation(reservationId ?? ""),
    enabled: reservationId !== null,
  });
}
