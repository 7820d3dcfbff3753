import { useMutation } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/users";
import type { AcceptInvitationInput } from "@shared/validators/users";
import { apiJson } from "@/lib/api";

/** POST /api/invitations/accept: sets the names and password, uses the link up, and signs the colleague in. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiJson<PublicUser>("POST", "/api/invitations/accept", { token, ...input }),
  });
}
