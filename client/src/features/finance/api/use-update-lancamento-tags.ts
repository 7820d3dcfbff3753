import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/lancamentos-financeiros/{id}/tags: the entry's tags, replacing the ones it had. */
export function useUpdateLancamentoTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tagIds }: { id: string; tagIds: string[] }) =>
      apiJson<unknown>("PUT", `/api/lancamentos-financeiros/${id}/tags`, { tagIds }),
    onSuccess: () => invalidateAfter(queryClient, "lancamentoTagsChanged"),
  });
}
