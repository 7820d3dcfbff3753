import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LgpdRequestView } from "@shared/api";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/guests/{id}/lgpd-requests/{requestId}/answer: the request answered (once; a second keeps the first date). */
export function useAnswerLgpdRequest(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiJson<LgpdRequestView>("POST", `/api/guests/${guestId}/lgpd-requests/${requestId}/answer`),
    onSuccess: () => invalidateAfter(queryClient, "guestPrivacyChanged"),
  });
}
