import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/guests/{id}/anonymize (owner): a 409 says why not (a stay open or booked, a hold, already done). */
export function useAnonymizeGuest(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/guests/${guestId}/anonymize`),
    onSuccess: () => invalidateAfter(queryClient, "guestAnonymized"),
  });
}
