import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { guestsQueryKey } from "@/api/use-guests";

export function useDeleteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest("DELETE", `/api/guests/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsQueryKey }),
  });
}
