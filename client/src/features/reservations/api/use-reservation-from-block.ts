import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export interface BlockReservation {
  guestId: string;
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  status: "confirmed";
  notes?: string;
}

/** POST /api/calendar-blocks/:id/reservation: the channel's block becomes the desk's reservation, in one step. */
export function useReservationFromBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blockId, ...body }: BlockReservation & { blockId: string }) =>
      apiJson<{ id: string }>("POST", `/api/calendar-blocks/${blockId}/reservation`, body),
    onSuccess: () => invalidateAfter(queryClient, "reservationChanged"),
  });
}
