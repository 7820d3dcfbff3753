import { useQuery } from "@tanstack/react-query";
import type { InvitationInfo } from "@shared/api/users";
import { apiJson } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** What a one-time link is for (POST /api/invitations/lookup): the token goes in the body, never in a URL. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.users.invitation(token),
    queryFn: () => apiJson<InvitationInfo>("POST", "/api/invitations/lookup", { token }),
    enabled: token.length > 0,
    retry: false,
  });
}
