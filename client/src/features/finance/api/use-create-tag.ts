import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TagFinanceiraView } from "@shared/api";
import type { InsertTagFinanceira } from "@shared/validators/finance";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** POST /api/tags-financeiras. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: InsertTagFinanceira) => apiJson<TagFinanceiraView>("POST", "/api/tags-financeiras", tag),
    onSuccess: () => invalidateAfter(queryClient, "tagAdded"),
  });
}
