import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertGuest } from "@shared/validators/guests";
import type { GuestRecord } from "@/api/use-guests";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** A guest's name and phone show on reservations, the map, the front desk and today's arrivals: all refresh. */
export function useUpdateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, guest }: { id: string; guest: InsertGuest }) =>
      apiJson<GuestRecord>("PUT", `/api/guests/${id}`, guest),
    onSuccess: () => invalidateAfter(queryClient, "guestChanged"),
  });
}
