import { useState, type ReactNode } from "react";
import { Filter, X } from "lucide-react";
import type { ContaBancariaView, TagFinanceiraView } from "@shared/api";
import { ENTRY_TYPES, ENTRY_TYPE_LABELS } from "@shared/enums";
import { DateField } from "@/components/date-field";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
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

const ALL = "todos";

const SITUACOES = [
  { value: "pendente", label: "Pendente (a pagar/receber)" },
  { value: "vencido", label: "Vencido" },
  { value: "pago", label: "Pago / Recebido" },
  { value: "cancelado", label: "Cancelado" },
] as const;

function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? "" : next)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

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
          <div className="grid gap-1.5">
            <Label htmlFor="filtro-de">De</Label>
            <DateField
              id="filtro-de"
              value={values.from}
              onChange={(value) => onChange("from", value)}
              calendarLabel="Abrir calendário do início do período"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="filtro-ate">Até</Label>
            <DateField
              id="filtro-ate"
              value={values.to}
              onChange={(value) => onChange("to", value)}
              calendarLabel="Abrir calendário do fim do período"
            />
          </div>
          <FilterSelect
            id="filtro-conta"
            label="Conta"
            value={values.conta}
            onChange={(value) => onChange("conta", value)}
            allLabel="Todas"
            options={contas.map((conta) => ({ value: conta.id, label: contaLabel(conta) }))}
          />
          <FilterSelect
            id="filtro-tipo"
            label="Tipo"
            value={values.tipo}
            onChange={(value) => onChange("tipo", value)}
            allLabel="Todos"
            options={ENTRY_TYPES.map((tipo) => ({ value: tipo, label: ENTRY_TYPE_LABELS[tipo] }))}
          />
          <FilterSelect
            id="filtro-tag"
            label="Tag"
            value={values.tag}
            onChange={(value) => onChange("tag", value)}
            allLabel="Todas"
            options={tags.map((tag) => ({ value: tag.id, label: tag.nome }))}
          />
          <FilterSelect
            id="filtro-situacao"
            label="Situação"
            value={values.situacao}
            onChange={(value) => onChange("situacao", value)}
            allLabel="Todas"
            options={SITUACOES}
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
