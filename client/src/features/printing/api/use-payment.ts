import { useQuery } from "@tanstack/react-query";
import type { PaymentView } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/payments/{id}: one payment with its guest, room, account and refunds (the receipt). */
export function usePayment(id: string) {
  return useQuery<PaymentView>({ queryKey: queryKeys.payments.one(id), staleTime: 0 });
}
