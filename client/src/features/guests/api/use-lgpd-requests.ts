import { useQuery } from "@tanstack/react-query";
import type { LgpdRequestView } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/guests/{id}/lgpd-requests: the guest's requests under the LGPD, newest first. */
export function useLgpdRequests(guestId: string) {
  return useQuery<LgpdRequestView[]>({ queryKey: queryKeys.guests.lgpdRequests(guestId), staleTime: 0 });
}
