import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LancamentoView } from "@shared/api";
import type { InsertLancamento } from "@shared/validators/finance";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/lancamentos-financeiros: a receita, despesa or transferência (settled, or a bill with a due date). */
export function useCreateLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: InsertLancamento) => apiJson<LancamentoView>("POST", "/api/lancamentos-financeiros", entry),
    onSuccess: () => invalidateAfter(queryClient, "lancamentoChanged"),
  });
}
