import { useQuery } from "@tanstack/react-query";
import type { GuestAccessEntry } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/guests/{id}/access-log (owner): who did what to or looked at the guest's data, newest 100. */
export function useGuestAccessLog(guestId: string) {
  return useQuery<GuestAccessEntry[]>({ queryKey: queryKeys.guests.accessLog(guestId), staleTime: 0 });
}
