import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContaBancariaView } from "@shared/api";
import type { InsertContaBancaria } from "@shared/validators/finance";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/contas-bancarias (owner). */
export function useCreateConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conta: InsertContaBancaria) => apiJson<ContaBancariaView>("POST", "/api/contas-bancarias", conta),
    onSuccess: () => invalidateAfter(queryClient, "contaChanged"),
  });
}
