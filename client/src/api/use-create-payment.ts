import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentView } from "@shared/api";
import type { InsertPayment } from "@shared/validators/payments";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/payments: one payment of a stay, its receita, the balance and the reservation's payment status. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: InsertPayment) => apiJson<PaymentView>("POST", "/api/payments", payment),
    onSuccess: () => invalidateAfter(queryClient, "paymentRecorded"),
    // Refused above the balance: another desk may have just been paid; show the bill as it is now.
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "paymentRecorded");
    },
  });
}
