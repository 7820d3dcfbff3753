import { useQuery } from "@tanstack/react-query";
import type { GuestCredits } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/guests/{id}/credits: the guest's credits and what is available today; null asks for nothing. */
export function useGuestCredits(guestId: string | null | undefined) {
  return useQuery<GuestCredits>({
    queryKey: queryKeys.guests.credits(guestId ?? ""),
    enabled: Boolean(guestId),
    staleTime: 0,
  });
}
