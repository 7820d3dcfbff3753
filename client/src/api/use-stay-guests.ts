import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StayGuest } from "@shared/api";
import type { AddStayGuestInput } from "@shared/validators/stay-guests";
import { apiJson, apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { queryKeys } from "@/lib/query-keys";

/** Who stays (GET /api/reservations/{id}/guests): the main guest first, then the companions. */
export function useStayGuests(reservationId: string) {
  // Read afresh at each opening: another desk may have added someone since.
  return useQuery<StayGuest[]>({ queryKey: queryKeys.reservations.guests(reservationId), staleTime: 0 });
}

/** Adds a companion: a guest of the register ({guestId}) or a new one ({firstName, lastName, birthDate}). */
export function useAddStayGuest(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStayGuestInput) =>
      apiJson<StayGuest>("POST", `/api/reservations/${reservationId}/guests`, body),
    onSuccess: () => invalidateAfter(queryClient, "stayGuestsChanged"),
  });
}

export function useRemoveStayGuest(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (guestId: string): Promise<void> => {
      await apiRequest("DELETE", `/api/reservations/${reservationId}/guests/${guestId}`);
    },
    onSuccess: () => invalidateAfter(queryClient, "stayGuestsChanged"),
  });
}
