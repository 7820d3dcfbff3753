import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuestConsents } from "@shared/lgpd";
import type { ConsentInput } from "@shared/validators/lgpd";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/guests/{id}/consents: one channel's consent given or withdrawn, with its source (the date is the server's). */
export function useSetGuestConsent(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentInput) => apiJson<GuestConsents>("PUT", `/api/guests/${guestId}/consents`, input),
    onSuccess: () => invalidateAfter(queryClient, "guestPrivacyChanged"),
  });
}
