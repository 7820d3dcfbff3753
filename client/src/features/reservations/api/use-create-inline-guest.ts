import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { inlineGuestSchema } from "@shared/validators/guests";
import type { GuestRecord } from "@/api/use-guests";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** The short guest form of the new-reservation dialog: the created guest becomes the selected one. */
export function useCreateInlineGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: z.output<typeof inlineGuestSchema>) => apiJson<GuestRecord>("POST", "/api/guests", guest),
    onSuccess: () => invalidateAfter(queryClient, "guestAdded"),
  });
}
