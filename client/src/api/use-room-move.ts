import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReservationDetails } from "@shared/api";
import type { RoomMoveInput } from "@shared/validators/reservations";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/reservations/{id}/room-move (docs/product.md §7.4): the stay's rooms, the front desk, the map follow. */
export function useRoomMove(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomMoveInput) =>
      apiJson<ReservationDetails>("POST", `/api/reservations/${reservationId}/room-move`, input),
    onSuccess: () => void invalidateAfter(queryClient, "reservationChanged"),
    // Another desk took the room meanwhile: show the rooms as they are now.
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "reservationChanged");
    },
  });
}
