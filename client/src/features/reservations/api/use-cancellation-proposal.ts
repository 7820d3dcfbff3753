import { useQuery } from "@tanstack/react-query";
import type { CancellationProposal } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/reservations/{id}/cancellation-proposal: what the stay's policy gives today; null asks for nothing. */
export function useCancellationProposal(release: { reservationId: string; status: "cancelled" | "no_show" } | null) {
  // Read afresh at each opening: "today" and what was paid move on.
  return useQuery<CancellationProposal>({
    queryKey: queryKeys.reservations.cancellationProposal(release?.reservationId ?? "", release?.status ?? "cancelled"),
    enabled: release !== null,
    staleTime: 0,
  });
}
