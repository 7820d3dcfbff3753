import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useDeleteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest("DELETE", `/api/guests/${id}`);
    },
    onSuccess: () => invalidateAfter(queryClient, "guestRemoved"),
  });
}
