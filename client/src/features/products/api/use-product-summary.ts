import { useQuery } from "@tanstack/react-query";
import type { ProductSummary } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/products/summary: total, active, food and service counts over the whole catalogue. */
export function useProductSummary() {
  return useQuery<ProductSummary>({ queryKey: queryKeys.products.summary });
}
