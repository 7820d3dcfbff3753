import { useQuery } from "@tanstack/react-query";
import type { GuestSummary } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/guests/summary: the count cards, counted by the server over the whole register. */
export function useGuestSummary() {
  return useQuery<GuestSummary>({ queryKey: queryKeys.guests.summary });
}
