import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertReservation } from "@shared/validators/reservations";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import type { ReservationRecord } from "./use-reservations";

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservation: InsertReservation) =>
      apiJson<ReservationRecord>("POST", "/api/reservations", reservation),
    onSuccess: () => invalidateAfter(queryClient, "reservationChanged"),
  });
}
