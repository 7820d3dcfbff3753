import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateReservation } from "@shared/validators/reservations";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import type { ReservationRecord } from "./use-reservations";

/** The edit dialog sends every field (the list's dropdown has its own mutation: use-change-reservation-status). */
export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateReservation }) =>
      apiJson<ReservationRecord>("PUT", `/api/reservations/${id}`, changes),
    onSuccess: () => invalidateAfter(queryClient, "reservationChanged"),
  });
}
