import type { ProductView } from "@shared/api";
import { usePagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

/** The active items whose name or description holds `search` (any case or accent), by name: the first 20. */
export function useProductChoices(search: string, { enabled = true } = {}) {
  return usePagedList<ProductView>(
    queryKeys.products.list({ limit: 20, search: search || undefined, active: "true", sort: "name" }),
    { enabled },
  );
}
