import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LgpdRequestView } from "@shared/api";
import type { LgpdRequestInput } from "@shared/validators/lgpd";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/guests/{id}/lgpd-requests: a request the guest made (the deadline is the server's: 15 days). */
export function useAddLgpdRequest(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LgpdRequestInput) =>
      apiJson<LgpdRequestView>("POST", `/api/guests/${guestId}/lgpd-requests`, input),
    onSuccess: () => invalidateAfter(queryClient, "guestPrivacyChanged"),
  });
}
