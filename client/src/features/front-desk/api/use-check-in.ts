import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import type { PendingCheckIn, StayRecord } from "./stay-records";

/** POST /api/checkinout: the reservation's guest enters its room now (the server stamps its own clock). */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservation: PendingCheckIn) => {
      const now = new Date().toISOString();
      return apiJson<StayRecord>("POST", "/api/checkinout", {
        reservationId: reservation.id,
        guestId: reservation.guestId,
        roomId: reservation.roomId,
        checkInTime: now,
        actualCheckInDate: now,
      });
    },
    // Not awaited: the row's button unmounts when the refetched lists move it, and the caller's success toast must
    // fire before that. The button stays disabled after success until then.
    onSuccess: () => {
      void invalidateAfter(queryClient, "stayChanged");
    },
    // A 409 usually means another desk got there first: show the lists as they are now.
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "stayChanged");
    },
  });
}
