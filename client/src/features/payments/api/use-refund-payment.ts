import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundPayment } from "@shared/validators/payments";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/payments/{id}/refunds (owner): gives back all or part of a payment, with the reason. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refund }: { id: string; refund: RefundPayment }) =>
      apiJson<unknown>("POST", `/api/payments/${id}/refunds`, refund),
    onSuccess: () => invalidateAfter(queryClient, "paymentRefunded"),
    // Refunded meanwhile at another desk: show what is left now.
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "paymentRefunded");
    },
  });
}
