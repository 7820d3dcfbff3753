import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pousada } from "@shared/validators/settings";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/settings/pousada (owner): the pousada's own data, printed on receipts and carried by the PIX codes. */
export function useUpdatePousada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pousada: Pousada) => apiJson<unknown>("PUT", "/api/settings/pousada", pousada),
    onSuccess: () => invalidateAfter(queryClient, "pousadaChanged"),
  });
}
