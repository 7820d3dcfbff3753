import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { inlineGuestSchema } from "@shared/schema";
import { guestsQueryKey, type GuestRecord } from "@/api/use-guests";
import { apiRequest } from "@/lib/api";

/** The short guest form of the new-reservation dialog: the created guest becomes the selected one. */
export function useCreateInlineGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (guest: z.output<typeof inlineGuestSchema>): Promise<GuestRecord> => {
      const res = await apiRequest("POST", "/api/guests", guest);
      return res.json();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsQueryKey }),
  });
}
