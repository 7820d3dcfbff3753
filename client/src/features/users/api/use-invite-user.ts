import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationLink } from "@shared/api/users";
import type { InvitationInput } from "@shared/validators/users";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/users/invitations: a colleague's account and its one-time link (shown once). */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => apiJson<InvitationLink>("POST", "/api/users/invitations", input),
    onSuccess: () => invalidateAfter(queryClient, "userChanged"),
  });
}
