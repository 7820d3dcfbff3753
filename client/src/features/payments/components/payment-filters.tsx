import { X } from "lucide-react";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@shared/enums";
import { FilterSelect, PeriodFields } from "@/components/filter-fields";
import { Button } from "@/components/ui/button";

export interface PaymentFilterState {
  from: string;
  to: string;
  method: string;
}

interface PaymentFiltersProps {
  values: PaymentFilterState;
  onChange: (name: keyof PaymentFilterState, value: string) => void;
  onClear: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** The period (by the day each payment was recorded) and the method; kept in the URL. */
export function PaymentFilters({ values, onChange, onClear }: PaymentFiltersProps) {
  const active = Object.values(values).some(Boolean);
  return (
    <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-4">
      <PeriodFields idPrefix="pagamentos" values={values} onChange={onChange} />
      <FilterSelect
        id="pagamentos-forma"
        label="Forma de pagamento"
        value={values.method}
        onChange={(value) => onChange("method", value)}
        allLabel="Todas as formas"
        options={METHOD_OPTIONS}
      />
      <div>
        {active && (
          <Button type="button" variant="ghost" onClick={onClear}>
            <X aria-hidden="true" /> Limpar filtros
          </Button>
        )}
      </div>
    </div>
  );
}
