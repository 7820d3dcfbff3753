import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReservationStatus } from "@shared/enums";
import type { UpdateReservation } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { invalidateReservationQueries } from "./invalidate-reservation-queries";
import type { ReservationRecord } from "./use-reservations";

/** The edit dialog sends every field; the list's dropdown sends only {status}. */
export type ReservationChanges = UpdateReservation | { status: ReservationStatus };

export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: ReservationChanges }): Promise<ReservationRecord> => {
      const res = await apiRequest("PUT", `/api/reservations/${id}`, changes);
      return res.json();
    },
    onSuccess: () => invalidateReservationQueries(queryClient),
  });
}
