import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateReservationQueries } from "./invalidate-reservation-queries";

export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/reservations/${id}`);
    },
    onSuccess: () => invalidateReservationQueries(queryClient),
  });
}
