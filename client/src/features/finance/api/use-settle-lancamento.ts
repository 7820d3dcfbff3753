import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/lancamentos-financeiros/{id}/baixa: 'Dar baixa' on a pending bill, on the day it was paid. */
export function useSettleLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dataPagamento }: { id: string; dataPagamento: string }) =>
      apiJson<unknown>("POST", `/api/lancamentos-financeiros/${id}/baixa`, { dataPagamento }),
    onSuccess: () => invalidateAfter(queryClient, "lancamentoChanged"),
    // Already settled at another desk: show it as it is now.
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "lancamentoChanged");
    },
  });
}
