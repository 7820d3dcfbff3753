import { useState } from "react";
import { Plus } from "lucide-react";
import type { LancamentoView } from "@shared/api";
import { FilterSelect } from "@/components/filter-fields";
import { ListResultCount } from "@/components/list-result-count";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useContasBancarias } from "@/api/use-contas-bancarias";
import { useSearchBox, useSearchParamsUpdate } from "@/hooks/use-search-param";
import { useIsDesktop } from "@/hooks/use-media-query";
import { isIsoDate } from "@/lib/date-input";
import { toCentavos, toSignedCentavos, formatReais } from "@shared/money";
import { useLancamentos, useLancamentosSummary, type LancamentoFilterValues } from "../api/use-lancamentos";
import { useTags } from "../api/use-tags";
import { nextSort, parseSort, sortParam, type LancamentoSort, type SortField } from "../lib/lancamento-sort";
import { LancamentoFilters, type LancamentoFilterState } from "./lancamento-filters";
import { LancamentoFormDialog } from "./lancamento-form-dialog";
import { LancamentoTagsDialog } from "./lancamento-tags-dialog";
import { LancamentosList } from "./lancamentos-list";
import { ReverseLancamentoDialog } from "./reverse-lancamento-dialog";
import { SettleLancamentoDialog } from "./settle-lancamento-dialog";

/** The URL's names of the filters (the sort is `ordem`, the search `q`). */
const PARAMS: Record<keyof LancamentoFilterState, string> = {
  from: "de",
  to: "ate",
  conta: "conta",
  tipo: "tipo",
  tag: "tag",
  situacao: "situacao",
};

const MOBILE_SORTS: Array<{ value: string; label: string }> = [
  { value: "data-desc", label: "Data: mais recentes primeiro" },
  { value: "data-asc", label: "Data: mais antigas primeiro" },
  { value: "valor-desc", label: "Valor: maior primeiro" },
  { value: "valor-asc", label: "Valor: menor primeiro" },
  { value: "tipo-desc", label: "Tipo: decrescente" },
  { value: "tipo-asc", label: "Tipo: crescente" },
];

/** 'Lançamentos': the entries of every account, filtered, sorted by the server and read a page at a time. */
export function LancamentosTab({ isOwner }: { isOwner: boolean }) {
  const isDesktop = useIsDesktop();
  const [params, update] = useSearchParamsUpdate();
  const searchBox = useSearchBox("q");
  const filterState: LancamentoFilterState = {
    from: params.get(PARAMS.from) ?? "",
    to: params.get(PARAMS.to) ?? "",
    conta: params.get(PARAMS.conta) ?? "",
    tipo: params.get(PARAMS.tipo) ?? "",
    tag: params.get(PARAMS.tag) ?? "",
    situacao: params.get(PARAMS.situacao) ?? "",
  };
  const sort = parseSort(params.get("ordem") ?? "");

  const filters: LancamentoFilterValues = {
    from: isIsoDate(filterState.from) ? filterState.from : undefined,
    to: isIsoDate(filterState.to) ? filterState.to : undefined,
    contaBancariaId: filterState.conta || undefined,
    tipo: filterState.tipo || undefined,
    tagId: filterState.tag || undefined,
    situacao: filterState.situacao || undefined,
    search: searchBox.term || undefined,
  };
  const list = useLancamentos(sort, filters);
  const sum = useLancamentosSummary(filters);
  const contas = useContasBancarias();
  const tags = useTags();

  const [creating, setCreating] = useState(false);
  const [settling, setSettling] = useState<LancamentoView | null>(null);
  const [reversing, setReversing] = useState<LancamentoView | null>(null);
  const [tagging, setTagging] = useState<LancamentoView | null>(null);

  const setSort = (next: LancamentoSort) => update({ ordem: sortParam(next) });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-4">
      <LancamentoFilters
        values={filterState}
        onChange={(name, value) => update({ [PARAMS[name]]: value })}
        onClear={() => update(Object.fromEntries(Object.values(PARAMS).map((name) => [name, ""])))}
        search={searchBox.text}
        onSearch={searchBox.setText}
        contas={contas.data ?? []}
        tags={tags.data ?? []}
        action={
          <Button onClick={() => setCreating(true)} className="w-full md:w-auto">
            <Plus aria-hidden="true" /> Novo Lançamento
          </Button>
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ListResultCount total={list.total} updating={list.isPlaceholderData || searchBox.pending} />
        {!isDesktop && (list.rows?.length ?? 0) > 1 && (
          <FilterSelect
            id="ordem-lancamentos"
            label="Ordenar"
            value={`${sort.field}-${sort.direction}`}
            onChange={(value) => setSort(parseSort(value))}
            options={MOBILE_SORTS}
            className="w-full"
          />
        )}
      </div>
      <Card className="gap-0 overflow-hidden py-0">
        <LancamentosList
          list={list}
          sort={sort}
          onSort={(field: SortField) => setSort(nextSort(sort, field))}
          filtered={filtered}
          isOwner={isOwner}
          onSettle={setSettling}
          onReverse={setReversing}
          onEditTags={setTagging}
        />
      </Card>
      {sum.data && (
        <p
          className="flex flex-wrap justify-end gap-x-4 text-sm font-medium tabular-nums"
          aria-live="polite"
          data-testid="lancamentos-total"
        >
          <span>Receitas: {formatReais(toCentavos(sum.data.receitas))}</span>
          <span>Despesas: {formatReais(toCentavos(sum.data.despesas))}</span>
          <span>Saldo: {formatReais(toSignedCentavos(sum.data.receitas) - toSignedCentavos(sum.data.despesas))}</span>
        </p>
      )}
      <LancamentoFormDialog open={creating} onOpenChange={setCreating} />
      <SettleLancamentoDialog entry={settling} onOpenChange={(open) => !open && setSettling(null)} />
      <ReverseLancamentoDialog entry={reversing} onOpenChange={(open) => !open && setReversing(null)} />
      <LancamentoTagsDialog entry={tagging} onOpenChange={(open) => !open && setTagging(null)} />
    </div>
  );
}
