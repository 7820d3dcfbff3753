import { useState, type ReactNode } from "react";
import { Filter, X } from "lucide-react";
import type { ContaBancariaView, TagFinanceiraView } from "@shared/api";
import { ENTRY_TYPES, ENTRY_TYPE_LABELS } from "@shared/enums";
import { FilterChoices, PeriodFields } from "@/components/filter-fields";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { useIsDesktop } from "@/hooks/use-media-query";
import { contaLabel } from "@/lib/conta-label";
import { cn } from "@/lib/utils";

export interface LancamentoFilterState {
  from: string;
  to: string;
  conta: string;
  tipo: string;
  tag: string;
  situacao: string;
}

interface LancamentoFiltersProps {
  values: LancamentoFilterState;
  onChange: (name: keyof LancamentoFilterState, value: string) => void;
  onClear: () => void;
  search: string;
  onSearch: (value: string) => void;
  contas: readonly ContaBancariaView[];
  tags: readonly TagFinanceiraView[];
  /** Beside the search box on a desktop (the tab's 'Novo Lançamento'). */
  action?: ReactNode;
}

const SITUACOES = [
  { value: "pendente", label: "Pendente (a pagar/receber)" },
  { value: "vencido", label: "Vencido" },
  { value: "pago", label: "Pago / Recebido" },
  { value: "cancelado", label: "Cancelado" },
] as const;

const TIPO_OPTIONS = ENTRY_TYPES.map((tipo) => ({ value: tipo, label: ENTRY_TYPE_LABELS[tipo] }));
const contaOption = (conta: ContaBancariaView) => ({ value: conta.id, label: contaLabel(conta) });
const tagOption = (tag: TagFinanceiraView) => ({ value: tag.id, label: tag.nome });

/** The period, account, type, tag and situation of the entries listed, and a search; kept in the URL. */
export function LancamentoFilters({
  values,
  onChange,
  onClear,
  search,
  onSearch,
  contas,
  tags,
  action,
}: LancamentoFiltersProps) {
  const isDesktop = useIsDesktop();
  const [expanded, setExpanded] = useState(false);
  const active = Object.values(values).filter(Boolean).length;
  const showFields = isDesktop || expanded;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2 md:flex-nowrap">
        {action && <div className="order-first w-full md:order-last md:w-auto">{action}</div>}
        <SearchInput
          className="min-w-0 flex-1"
          value={search}
          onChange={onSearch}
          placeholder="Buscar por descrição ou categoria..."
          shortPlaceholder="Buscar..."
          label="Buscar lançamentos"
        />
        {!isDesktop && (
          <Button
            type="button"
            variant="outline"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls="lancamento-filtros"
          >
            <Filter aria-hidden="true" />
            Filtros{active > 0 && ` (${active})`}
          </Button>
        )}
      </div>
      {showFields && (
        <div
          id="lancamento-filtros"
          className={cn("grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6", !isDesktop && "rounded-lg border p-3")}
        >
          <PeriodFields idPrefix="filtro" values={values} onChange={onChange} />
          <FilterChoices
            idPrefix="filtro"
            values={values}
            onChange={onChange}
            choices={[
              { name: "conta", id: "conta", label: "Conta", allLabel: "Todas", options: contas.map(contaOption) },
              { name: "tipo", id: "tipo", label: "Tipo", allLabel: "Todos", options: TIPO_OPTIONS },
              { name: "tag", id: "tag", label: "Tag", allLabel: "Todas", options: tags.map(tagOption) },
              { name: "situacao", id: "situacao", label: "Situação", allLabel: "Todas", options: SITUACOES },
            ]}
          />
          {active > 0 && (
            <div className="col-span-2 md:col-span-3 xl:col-span-6">
              <Button type="button" variant="ghost" size="sm" onClick={onClear}>
                <X aria-hidden="true" /> Limpar filtros
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
