// The Financeiro list's filters and sorts as SQL (docs/product.md §12.10): the period, the account (either side of a
// transfer), the type, a tag, the situation (overdue at the pousada's day) and the search; the sortable fields, each
// then by creation and id, for keyset pages. The views (finance-entry-views.ts) select with them.
import { and, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { contasBancarias, lancamentosFinanceiros, lancamentosParaTags } from "@shared/schema/finance";
import type { LancamentoFilters, LANCAMENTO_SORT_FIELDS } from "@shared/validators/finance";
import { keysetOrder, type KeysetKey } from "./paging";

export type LancamentoSortField = (typeof LANCAMENTO_SORT_FIELDS)[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pending and past its due date (the entry's own date when it has none) at the pousada's `today`. */
export const isOverdue = (today: string) =>
  sql`(${lancamentosFinanceiros.status} = 'PENDENTE' AND coalesce(${lancamentosFinanceiros.dataVencimento}, ${lancamentosFinanceiros.dataLancamento}) < ${today}::date)`;

/** The sortable fields of GET /api/lancamentos-financeiros/{field}/{direction}, each then by creation and id. */
const SORT_KEYS: Record<LancamentoSortField, KeysetKey> = {
  data: { expr: lancamentosFinanceiros.dataLancamento, kind: "date" },
  tipo: { expr: lancamentosFinanceiros.tipo, kind: "text" },
  valor: { expr: lancamentosFinanceiros.valor, kind: "numeric" },
};
export const orderOf = (sort: { field: LancamentoSortField; direction: "asc" | "desc" }) =>
  keysetOrder(
    [
      SORT_KEYS[sort.field],
      { expr: lancamentosFinanceiros.createdAt, kind: "timestamp" },
      { expr: lancamentosFinanceiros.id, kind: "uuid" },
    ],
    sort.direction,
  );

export function filtersWhere(filters: LancamentoFilters, today: string): SQL | undefined {
  const term = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  const situacao: Record<NonNullable<LancamentoFilters["situacao"]>, SQL> = {
    pendente: sql`${lancamentosFinanceiros.status} = 'PENDENTE'`,
    vencido: isOverdue(today),
    pago: sql`${lancamentosFinanceiros.status} = 'PAGO'`,
    cancelado: sql`${lancamentosFinanceiros.status} = 'CANCELADO'`,
  };
  return and(
    filters.from ? gte(lancamentosFinanceiros.dataLancamento, filters.from) : undefined,
    filters.to ? lte(lancamentosFinanceiros.dataLancamento, filters.to) : undefined,
    filters.contaBancariaId
      ? or(
          eq(lancamentosFinanceiros.contaBancariaId, filters.contaBancariaId),
          eq(lancamentosFinanceiros.contaDestinoId, filters.contaBancariaId),
        )
      : undefined,
    filters.tipo ? eq(lancamentosFinanceiros.tipo, filters.tipo) : undefined,
    filters.tagId
      ? sql`EXISTS (SELECT 1 FROM ${lancamentosParaTags} lt WHERE lt.lancamento_id = ${lancamentosFinanceiros.id} AND lt.tag_id = ${filters.tagId})`
      : undefined,
    filters.situacao ? situacao[filters.situacao] : undefined,
    term
      ? or(
          ilike(lancamentosFinanceiros.descricao, term),
          ilike(lancamentosFinanceiros.categoria, term),
          ilike(lancamentosFinanceiros.numeroDocumento, term),
          ilike(contasBancarias.nome, term),
        )
      : undefined,
  );
}
