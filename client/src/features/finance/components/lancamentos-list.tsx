import { Receipt } from "lucide-react";
import type { LancamentoView } from "@shared/api";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import type { PagedList } from "@/lib/paged-list";
import type { LancamentoSort, SortField } from "../lib/lancamento-sort";
import { ContaCell, DataCell, DescricaoCell, SituacaoBadge, TagsCell, tipoLabel, ValorCell } from "./lancamento-cells";
import { LancamentoRowActions, type LancamentoActionHandlers } from "./lancamento-row-actions";
import { SortableHeader } from "./sortable-header";

interface LancamentosListProps extends LancamentoActionHandlers {
  list: PagedList<LancamentoView>;
  sort: LancamentoSort;
  onSort: (field: SortField) => void;
  filtered: boolean;
  isOwner: boolean;
}

/** The entries: a table with sortable Data, Tipo and Valor on a desktop, cards on a phone; paged from the server. */
export function LancamentosList({ list, sort, onSort, filtered, isOwner, ...handlers }: LancamentosListProps) {
  const actions = (entry: LancamentoView) => <LancamentoRowActions entry={entry} isOwner={isOwner} {...handlers} />;
  const columns: ListColumn<LancamentoView>[] = [
    {
      id: "data",
      header: <SortableHeader field="data" label="Data" sort={sort} onSort={onSort} />,
      cell: (entry) => <DataCell entry={entry} />,
    },
    {
      id: "tipo",
      header: <SortableHeader field="tipo" label="Tipo" sort={sort} onSort={onSort} />,
      cell: (entry) => tipoLabel(entry.tipo),
    },
    {
      id: "valor",
      header: <SortableHeader field="valor" label="Valor" sort={sort} onSort={onSort} />,
      cell: (entry) => <ValorCell entry={entry} />,
      className: "text-right",
    },
    {
      id: "descricao",
      header: "Descrição",
      cell: (entry) => <DescricaoCell entry={entry} />,
      cellClassName: "min-w-40 whitespace-normal",
    },
    { id: "conta", header: "Conta", cell: (entry) => <ContaCell entry={entry} />, cellClassName: "whitespace-normal" },
    { id: "tags", header: "Tags", cell: (entry) => <TagsCell entry={entry} />, cellClassName: "whitespace-normal" },
    { id: "situacao", header: "Situação", cell: (entry) => <SituacaoBadge entry={entry} /> },
    { id: "acoes", header: <span className="sr-only">Ações</span>, cell: actions, className: "w-12 text-right" },
  ];

  return (
    <ResponsiveList
      items={list.rows}
      getKey={(entry) => entry.id}
      label="Lançamentos"
      columns={columns}
      renderCard={(entry) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <DescricaoCell entry={entry} />
            <ValorCell entry={entry} />
          </div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <DataCell entry={entry} />
            <span aria-hidden="true">·</span>
            <span>{tipoLabel(entry.tipo)}</span>
            <span aria-hidden="true">·</span>
            <ContaCell entry={entry} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <div className="flex min-w-0 flex-wrap items-center gap-1.5">
              <SituacaoBadge entry={entry} />
              {entry.tags.length > 0 && <TagsCell entry={entry} />}
            </div>
            {actions(entry)}
          </div>
        </>
      )}
      isLoading={list.isLoading}
      loadError={
        list.error
          ? { what: "os lançamentos", error: list.error, onRetry: list.refetch, retrying: list.isFetching }
          : null
      }
      empty={{
        icon: Receipt,
        title: "Nenhum lançamento encontrado",
        description: "Registre receitas, despesas e transferências em 'Novo Lançamento'.",
      }}
      filtered={filtered}
      noMatch={{
        icon: Receipt,
        title: "Nenhum lançamento encontrado",
        description: "Nenhum lançamento com estes filtros.",
      }}
      tableClassName="min-w-[48rem]"
      paging={list}
      pagingLabel="lançamentos"
      stale={list.isPlaceholderData}
    />
  );
}
