import { useQuery } from "@tanstack/react-query";
import type { TagFinanceiraView } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/tags-financeiras. */
export function useTags() {
  return useQuery<TagFinanceiraView[]>({ queryKey: queryKeys.finance.tags });
}
