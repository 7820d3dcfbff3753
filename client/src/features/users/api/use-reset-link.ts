import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationLink } from "@shared/api/users";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/users/:id/reset-link: a forgotten password, replaced through a new one-time link. */
export function useResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiJson<InvitationLink>("POST", `/api/users/${encodeURIComponent(userId)}/reset-link`),
    onSuccess: () => invalidateAfter(queryClient, "userChanged"),
  });
}
