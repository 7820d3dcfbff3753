import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, isConflict } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/lancamentos-financeiros/{id}/estorno (owner): reverses a settled entry, or calls off a pending one. */
export function useReverseLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: string; motivo: string }) =>
      apiJson<unknown>("POST", `/api/lancamentos-financeiros/${id}/estorno`, { motivo }),
    onSuccess: () => invalidateAfter(queryClient, "lancamentoChanged"),
    onError: (error) => {
      if (isConflict(error)) void invalidateAfter(queryClient, "lancamentoChanged");
    },
  });
}
