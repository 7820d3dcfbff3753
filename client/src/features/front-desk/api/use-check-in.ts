import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { parseServerError } from "@/lib/server-error";
import { invalidateFrontDeskQueries } from "./invalidate-front-desk-queries";
import type { PendingCheckIn, StayRecord } from "./stay-records";

/** POST /api/checkinout: the reservation's guest enters its room now (the server stamps its own clock). */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reservation: PendingCheckIn): Promise<StayRecord> => {
      const now = new Date().toISOString();
      const res = await apiRequest("POST", "/api/checkinout", {
        reservationId: reservation.id,
        guestId: reservation.guestId,
        roomId: reservation.roomId,
        checkInTime: now,
        actualCheckInDate: now,
      });
      return res.json();
    },
    // Not awaited: the row's button unmounts when the refetched lists move it, and the caller's success toast must
    // fire before that. The button stays disabled after success until then.
    onSuccess: () => {
      void invalidateFrontDeskQueries(queryClient);
    },
    // A 409 usually means another desk got there first: show the lists as they are now.
    onError: (error) => {
      if (parseServerError(error).status === 409) void invalidateFrontDeskQueries(queryClient);
    },
  });
}
