import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProductView } from "@shared/api";
import type { InsertProduct } from "@shared/validators/products";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** The edit dialog's save: every field, and the stock only when the clerk counted it (a stale form sends none). */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id: string; product: Partial<InsertProduct> }) =>
      apiJson<ProductView>("PUT", `/api/products/${id}`, product),
    onSuccess: () => invalidateAfter(queryClient, "productChanged"),
  });
}
