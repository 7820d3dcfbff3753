import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest("DELETE", `/api/products/${id}`);
    },
    onSuccess: () => invalidateAfter(queryClient, "productChanged"),
  });
}
