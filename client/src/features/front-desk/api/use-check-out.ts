import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { parseServerError } from "@/lib/server-error";
import { invalidateFrontDeskQueries } from "./invalidate-front-desk-queries";
import type { StayRecord } from "./stay-records";

/** PUT /api/checkinout/{id}: the guest leaves now; the room goes to cleaning and the reservation is completed. */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stayId: string): Promise<StayRecord> => {
      const now = new Date().toISOString();
      const res = await apiRequest("PUT", `/api/checkinout/${stayId}`, { checkOutTime: now, actualCheckOutDate: now });
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
