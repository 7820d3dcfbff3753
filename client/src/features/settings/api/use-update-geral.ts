import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Geral } from "@shared/validators/settings";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/settings (owner): Geral as a whole. */
export function useUpdateGeral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geral: Geral) => apiJson<Geral>("PUT", "/api/settings", geral),
    onSuccess: () => invalidateAfter(queryClient, "geralChanged"),
  });
}
