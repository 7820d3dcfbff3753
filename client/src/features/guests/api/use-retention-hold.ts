import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RetentionHoldInput } from "@shared/validators/lgpd";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/**
 * PUT /api/guests/{id}/retention-hold (owner) with {reason, until}: keep the guest's data past the retention;
 * null lifts the hold (DELETE).
 */
export function useRetentionHold(guestId: string) {
  const queryClient = useQueryClient();
  const url = `/api/guests/${guestId}/retention-hold`;
  return useMutation({
    mutationFn: (hold: RetentionHoldInput | null) => (hold ? apiRequest("PUT", url, hold) : apiRequest("DELETE", url)),
    onSuccess: () => invalidateAfter(queryClient, "guestPrivacyChanged"),
  });
}
