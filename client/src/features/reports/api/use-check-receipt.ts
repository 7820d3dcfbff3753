import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DayReceiptLine } from "@shared/api/reports";
import type { ReceiptCheck } from "@shared/validators/reports";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/fechamentos-caixa/conferencias: 'Conferido' set or cleared on one line of the day's receipts. */
export function useCheckReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (check: ReceiptCheck) => apiJson<DayReceiptLine>("POST", "/api/fechamentos-caixa/conferencias", check),
    onSettled: () => invalidateAfter(queryClient, "cashClosingChanged"),
  });
}
