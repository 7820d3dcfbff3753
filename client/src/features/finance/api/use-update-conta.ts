import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContaBancariaView } from "@shared/api";
import type { UpdateContaBancaria } from "@shared/validators/finance";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/contas-bancarias/{id} (owner): its data and whether it is active; the opening balance stays. */
export function useUpdateConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, conta }: { id: string; conta: UpdateContaBancaria }) =>
      apiJson<ContaBancariaView>("PUT", `/api/contas-bancarias/${id}`, conta),
    onSuccess: () => invalidateAfter(queryClient, "contaChanged"),
  });
}
