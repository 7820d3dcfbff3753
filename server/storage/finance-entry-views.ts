// The lançamentos as the Financeiro table shows them: with their accounts, tags, whether they are overdue and
// whether a reversal undid them, in keyset pages (docs/product.md §12.10); the filters and sorts are
// finance-entry-filters.ts's.
import { and, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { contasBancarias, lancamentosFinanceiros, lancamentosParaTags, tagsFinanceiras } from "@shared/schema/finance";
import type { LancamentoView } from "@shared/api/finance";
import type { Page } from "@shared/api/lists";
import type { LancamentoFilters } from "@shared/validators/finance";
import type { DbOrTx } from "../db";
import { filtersWhere, isOverdue, orderOf, type LancamentoSortField } from "./finance-entry-filters";
import { pageWithTotal } from "./paging";

const destino = alias(contasBancarias, "conta_destino");
const reversal = alias(lancamentosFinanceiros, "estorno");

/** The tags of the entry in the outer query, by name, as JSON. */
const tagsJson = sql<Array<{ id: string; nome: string; cor: string }>>`coalesce((
  SELECT json_agg(json_build_object('id', t.id, 'nome', t.nome, 'cor', t.cor) ORDER BY t.nome)
  FROM ${lancamentosParaTags} lt JOIN ${tagsFinanceiras} t ON t.id = lt.tag_id
  WHERE lt.lancamento_id = ${lancamentosFinanceiros.id}), '[]'::json)`;

const newestFirst = orderOf({ field: "data", direction: "desc" });

export function lancamentoViewsStorage(db: DbOrTx) {
  const selectView = (today: string, order: ReturnType<typeof orderOf>) =>
    db
      .select({
        entry: lancamentosFinanceiros,
        contaBancaria: { id: contasBancarias.id, nome: contasBancarias.nome, banco: contasBancarias.banco },
        contaDestino: { id: destino.id, nome: destino.nome },
        tags: tagsJson,
        vencido: sql<boolean>`${isOverdue(today)}`,
        estornadoPorId: reversal.id,
        cursorKey: order.cursorKey,
      })
      .from(lancamentosFinanceiros)
      .innerJoin(contasBancarias, eq(contasBancarias.id, lancamentosFinanceiros.contaBancariaId))
      .leftJoin(destino, eq(destino.id, lancamentosFinanceiros.contaDestinoId))
      .leftJoin(reversal, eq(reversal.estornoDeId, lancamentosFinanceiros.id));

  type ViewRow = Omit<Awaited<ReturnType<ReturnType<typeof selectView>["execute"]>>[number], "cursorKey">;
  const toView = (row: ViewRow): LancamentoView => ({
    ...row.entry,
    createdAt: row.entry.createdAt.toISOString(),
    updatedAt: row.entry.updatedAt.toISOString(),
    contaBancaria: row.contaBancaria,
    contaDestino: row.contaDestino,
    tags: row.tags,
    vencido: row.vencido,
    estornadoPorId: row.estornadoPorId,
  });

  return {
    /**
     * The lançamentos matching `filters`, sorted by `field` then by creation and id in `direction`; one keyset page
     * when `filters.limit` is given (the total on the first), else all of them.
     */
    async list(
      filters: LancamentoFilters,
      sort: { field: LancamentoSortField; direction: "asc" | "desc" },
      today: string,
    ): Promise<Page<LancamentoView>> {
      const order = orderOf(sort);
      const where = filtersWhere(filters, today);
      const { limit } = filters;
      if (!limit) {
        const rows = await selectView(today, order)
          .where(where)
          .orderBy(...order.orderBy);
        return { rows: rows.map(toView) };
      }
      const page = await pageWithTotal(filters, {
        rows: selectView(today, order)
          .where(and(where, order.after(filters.cursor)))
          .orderBy(...order.orderBy)
          .limit(limit + 1),
        // Every entry has its account (a foreign key): the count joins it only for a search of the account's name.
        count: () => {
          const counted = db.select({ total: count() }).from(lancamentosFinanceiros).$dynamic();
          if (filters.search)
            counted.innerJoin(contasBancarias, eq(contasBancarias.id, lancamentosFinanceiros.contaBancariaId));
          return counted.where(where);
        },
        page: (fetched) => order.page(fetched, limit),
      });
      return { ...page, rows: page.rows.map(toView) };
    },
    /** The receitas and despesas among every lançamento `filters` match, summed as numeric (docs/product.md §12.1). */
    async totalsOf(filters: LancamentoFilters, today: string): Promise<{ receitas: string; despesas: string }> {
      const sumOf = (tipo: string) =>
        sql<string>`coalesce(sum(${lancamentosFinanceiros.valor}) filter (where ${lancamentosFinanceiros.tipo} = ${tipo}), 0)::numeric(15, 2)::text`;
      const [row] = await db
        .select({ receitas: sumOf("receita"), despesas: sumOf("despesa") })
        .from(lancamentosFinanceiros)
        .innerJoin(contasBancarias, eq(contasBancarias.id, lancamentosFinanceiros.contaBancariaId))
        .where(filtersWhere(filters, today));
      return row!;
    },
    async findView(id: string, today: string) {
      const [row] = await selectView(today, newestFirst).where(eq(lancamentosFinanceiros.id, id));
      return row && toView(row);
    },
  };
}
