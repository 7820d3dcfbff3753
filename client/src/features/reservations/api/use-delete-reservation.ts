import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest("DELETE", `/api/reservations/${id}`);
    },
    onSuccess: () => invalidateAfter(queryClient, "reservationChanged"),
  });
}
