import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CashClosing } from "@shared/api/reports";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/fechamentos-caixa/{id}/reabrir {motivo} (owner): the day's cash may be counted and closed again. */
export function useReopenCashDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ closingId, motivo }: { closingId: string; motivo: string }) =>
      apiJson<CashClosing>("POST", `/api/fechamentos-caixa/${closingId}/reabrir`, { motivo }),
    onSuccess: () => invalidateAfter(queryClient, "cashClosingChanged"),
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "cashClosingChanged");
    },
  });
}
