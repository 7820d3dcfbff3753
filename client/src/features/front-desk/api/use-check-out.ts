import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import type { StayRecord } from "./stay-records";

/** The server's refusal of a check-out with a balance due ('Hóspede com saldo devedor de R$ x'): ask, then confirm. */
export const isBalanceDue = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.field === "saldoDevedor";

interface CheckOut {
  stayId: string;
  /** The clerk saw the balance due and lets the guest go anyway. */
  confirmarSaldoDevedor?: boolean;
  /** Leaving before the booked day: end the stay today, freeing the nights left (docs/product.md §8.2). */
  shortenStay?: boolean;
}

/** PUT /api/checkinout/{id}: the guest leaves now; the room goes to cleaning and the reservation is completed. */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stayId, confirmarSaldoDevedor, shortenStay }: CheckOut) => {
      const now = new Date().toISOString();
      return apiJson<StayRecord>("PUT", `/api/checkinout/${stayId}`, {
        checkOutTime: now,
        actualCheckOutDate: now,
        ...(confirmarSaldoDevedor && { confirmarSaldoDevedor: true }),
        ...(shortenStay && { shortenStay: true }),
      });
    },
    // Not awaited: the row's button unmounts when the refetched lists move it, and the caller's success toast must
    // fire before that. The button stays disabled after success until then.
    onSuccess: () => {
      void invalidateAfter(queryClient, "stayChanged");
    },
    // A 409 usually means another desk got there first: show the lists as they are now.
    onError: (error) => {
      if (isConflict(error) && !isBalanceDue(error)) void invalidateAfter(queryClient, "stayChanged");
    },
  });
}
