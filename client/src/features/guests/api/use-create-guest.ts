import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertGuest } from "@shared/validators/guests";
import type { GuestRecord } from "@/api/use-guests";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useCreateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: InsertGuest) => apiJson<GuestRecord>("POST", "/api/guests", guest),
    onSuccess: () => invalidateAfter(queryClient, "guestAdded"),
  });
}
