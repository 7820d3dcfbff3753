import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProductView } from "@shared/api";
import type { InsertProduct } from "@shared/validators/products";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: InsertProduct) => apiJson<ProductView>("POST", "/api/products", product),
    onSuccess: () => invalidateAfter(queryClient, "productChanged"),
  });
}
