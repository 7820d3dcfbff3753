import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CashClosing } from "@shared/api/reports";
import type { CloseCashDay } from "@shared/validators/reports";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/fechamentos-caixa: closes one 'caixa' account's day with the cash counted. */
export function useCloseCashDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closing: CloseCashDay) => apiJson<CashClosing>("POST", "/api/fechamentos-caixa", closing),
    onSuccess: () => invalidateAfter(queryClient, "cashClosingChanged"),
    // Another desk closed it first: show the day as it now is.
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "cashClosingChanged");
    },
  });
}
