import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertGuest } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { guestsQueryKey, type GuestRecord } from "@/api/use-guests";

export function useUpdateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, guest }: { id: string; guest: InsertGuest }): Promise<GuestRecord> => {
      const res = await apiRequest("PUT", `/api/guests/${id}`, guest);
      return res.json();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsQueryKey }),
  });
}
