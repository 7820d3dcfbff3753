import { useQuery } from "@tanstack/react-query";
import type { LancamentoView } from "@shared/api";
import { usePagedList, type PagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";
import type { LancamentoSort } from "../lib/lancamento-sort";

const LANCAMENTOS_PAGE_SIZE = 50;

/** The list's filters as the route takes them (shared/validators/finance.ts lancamentoFiltersSchema). */
export interface LancamentoFilterValues {
  from?: string;
  to?: string;
  contaBancariaId?: string;
  tipo?: string;
  tagId?: string;
  situacao?: string;
  search?: string;
}

/**
 * GET /api/lancamentos-financeiros/{data|tipo|valor}/{asc|desc} with the filters, a page at a time: the sort is the
 * route's path (docs/product.md §12.10), so the list's key carries it before the query string.
 */
export function useLancamentos(sort: LancamentoSort, filters: LancamentoFilterValues): PagedList<LancamentoView> {
  return usePagedList<LancamentoView>(
    queryKeys.finance.lancamentos(sort.field, sort.direction, { ...filters, limit: LANCAMENTOS_PAGE_SIZE }),
  );
}

/** GET /api/lancamentos-financeiros/summary: receitas and despesas of every entry the filters match, under the list. */
export function useLancamentosSummary(filters: LancamentoFilterValues) {
  return useQuery<{ receitas: string; despesas: string }>({
    queryKey: queryKeys.finance.lancamentosSummary({ ...filters }),
  });
}
