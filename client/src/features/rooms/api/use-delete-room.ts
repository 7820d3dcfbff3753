import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest("DELETE", `/api/rooms/${id}`);
    },
    onSuccess: () => invalidateAfter(queryClient, "roomRemoved"),
  });
}
