import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StockEntryResult } from "@shared/api";
import type { StockEntry } from "@shared/validators/products";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** 'Entrada de estoque': the quantity in, its unit cost, and optionally the despesa in an account. */
export function useStockEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, entry }: { id: string; entry: StockEntry }) =>
      apiJson<StockEntryResult>("POST", `/api/products/${id}/stock-entries`, entry),
    onSuccess: () => invalidateAfter(queryClient, "stockEntered"),
  });
}
