import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertGuest } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { guestsQueryKey, type GuestRecord } from "@/api/use-guests";

export function useCreateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (guest: InsertGuest): Promise<GuestRecord> => {
      const res = await apiRequest("POST", "/api/guests", guest);
      return res.json();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsQueryKey }),
  });
}
