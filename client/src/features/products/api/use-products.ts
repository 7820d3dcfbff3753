import type { ProductView } from "@shared/api";
import { usePagedList } from "@/lib/paged-list";
import { queryKeys, type ProductListParams } from "@/lib/query-keys";

/** How many cards one page of the catalogue brings (more as the list scrolls). */
const PRODUCTS_PAGE_SIZE = 48;

/** GET /api/products with the page's search, category, sort and direction, a page at a time. */
export function useProducts(params: Omit<ProductListParams, "limit">) {
  return usePagedList<ProductView>(queryKeys.products.list({ ...params, limit: PRODUCTS_PAGE_SIZE }));
}
