import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProductView } from "@shared/api";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { mapPagedRows } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

interface TagsChange {
  id: string;
  tags: string[];
}

/**
 * Sends only {tags}, so a chip never overwrites what someone else is editing. The cards show the new chips at once
 * and go back to what they were if the server refuses.
 */
export function useUpdateProductTags() {
  const queryClient = useQueryClient();
  const productsKey = queryKeys.products.all;
  return useMutation({
    mutationFn: ({ id, tags }: TagsChange) => apiJson<ProductView>("PUT", `/api/products/${id}`, { tags }),
    onMutate: async ({ id, tags }: TagsChange) => {
      await queryClient.cancelQueries({ queryKey: productsKey });
      const previous = queryClient.getQueriesData({ queryKey: productsKey });
      queryClient.setQueriesData({ queryKey: productsKey }, (data: unknown) =>
        mapPagedRows<ProductView>(data, (product) => (product.id === id ? { ...product, tags } : product)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateAfter(queryClient, "productChanged"),
  });
}
