import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertReservation } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { invalidateReservationQueries } from "./invalidate-reservation-queries";
import type { ReservationRecord } from "./use-reservations";

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reservation: InsertReservation): Promise<ReservationRecord> => {
      const res = await apiRequest("POST", "/api/reservations", reservation);
      return res.json();
    },
    onSuccess: () => invalidateReservationQueries(queryClient),
  });
}
