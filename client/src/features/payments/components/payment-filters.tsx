import { X } from "lucide-react";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@shared/enums";
import { DateField } from "@/components/date-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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

const ALL = "todas";

/** The period (by the day each payment was recorded) and the method; kept in the URL. */
export function PaymentFilters({ values, onChange, onClear }: PaymentFiltersProps) {
  const active = Object.values(values).some(Boolean);
  return (
    <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-4">
      <div className="grid gap-1.5">
        <Label htmlFor="pagamentos-de">De</Label>
        <DateField
          id="pagamentos-de"
          value={values.from}
          onChange={(value) => onChange("from", value)}
          calendarLabel="Abrir calendário do início do período"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="pagamentos-ate">Até</Label>
        <DateField
          id="pagamentos-ate"
          value={values.to}
          onChange={(value) => onChange("to", value)}
          calendarLabel="Abrir calendário do fim do período"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="pagamentos-forma">Forma de pagamento</Label>
        <Select value={values.method || ALL} onValueChange={(value) => onChange("method", value === ALL ? "" : value)}>
          <SelectTrigger id="pagamentos-forma" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as formas</SelectItem>
            {PAYMENT_METHODS.map((method) => (
              <SelectItem key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
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
