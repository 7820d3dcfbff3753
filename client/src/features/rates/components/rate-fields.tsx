// The tarifário's small fields: a money box read by parseMoneyInput, a whole number, a line of text, a date, the
// weekday toggles, the policy select, a section card, the list of saved rules, and the editor of one room type's
// prices by occupancy.
import type { ReactNode } from "react";
import { Plus, Trash2 } from "lucide-react";
import { EmptyState, type EmptyStateProps } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CancellationPolicyView } from "@shared/api/rates";
import { DateField } from "@/components/date-field";
import { SelectOptionItems } from "@/components/select-options";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { PriceSetText } from "../lib/price-text";
import { NONE } from "../lib/tarifario-save";

export function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

interface BoxProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** An amount in reais as the owner types it ("180,00"); the save reads it with parseMoneyInput. */
function MoneyBox({ id, label, value, onChange, disabled }: BoxProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          R$
        </span>
        <Input
          id={id}
          inputMode="decimal"
          className="pl-9"
          placeholder="0,00"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

export function NumberBox({ id, label, value, onChange, disabled }: BoxProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 3))}
      />
    </div>
  );
}

/** A line of text (a season's or a policy's name). */
export function TextBox({ id, label, value, onChange, disabled }: BoxProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A date in the pt-BR date field, with its label and the name of its calendar button. */
export function DateBox({ calendarLabel, ...box }: Omit<BoxProps, "disabled"> & { calendarLabel: string }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={box.id}>{box.label}</Label>
      <DateField id={box.id} value={box.value} onChange={box.onChange} calendarLabel={calendarLabel} />
    </div>
  );
}

export const WEEKDAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];

/** Days of the week as toggle buttons (0 = Sunday), kept in order. */
export function WeekdayPicker({
  label,
  days,
  onChange,
  disabled,
}: {
  label: string;
  days: number[];
  onChange: (days: number[]) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label={label}>
      {WEEKDAYS.map((name, day) => (
        <Button
          key={name}
          type="button"
          size="sm"
          disabled={disabled}
          variant={days.includes(day) ? "default" : "outline"}
          aria-pressed={days.includes(day)}
          onClick={() => onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort())}
        >
          {name}
        </Button>
      ))}
    </div>
  );
}

/** A cancellation policy of the tarifário, or none. */
export function PolicySelect({
  id,
  policies,
  value,
  onChange,
}: {
  id: string;
  policies: CancellationPolicyView[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Política de cancelamento</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectOptionItems
            options={[{ value: NONE, label: "Nenhuma" }, ...policies.map((p) => ({ value: p.id, label: p.name }))]}
          />
        </SelectContent>
      </Select>
    </div>
  );
}

const people = (n: number) => `${n} ${n === 1 ? "pessoa" : "pessoas"}`;

/** One room type's prices: per occupancy (and weekend), extra bed, child bands; or a package's price per occupancy. */
export function PriceSetEditor({
  idPrefix,
  value,
  onChange,
  fields,
  disabled,
}: {
  idPrefix: string;
  value: PriceSetText;
  onChange: (value: PriceSetText) => void;
  fields: ReadonlyArray<keyof PriceSetText>;
  disabled?: boolean;
}) {
  const setColumn = (key: "occupancy" | "weekend" | "packagePrice", i: number, text: string) =>
    onChange({ ...value, [key]: value[key].map((v, j) => (j === i ? text : v)) });
  const columns = (
    [
      ["occupancy", "Diária"],
      ["weekend", "Fim de semana"],
      ["packagePrice", "Pacote"],
    ] as const
  ).filter(([key]) => fields.includes(key));
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {value.occupancy.map((_, i) =>
          columns.map(([key, label]) => (
            <MoneyBox
              key={`${key}-${i}`}
              id={`${idPrefix}-${key}-${i + 1}`}
              label={`${label}, ${people(i + 1)}`}
              value={value[key][i] ?? ""}
              disabled={disabled}
              onChange={(text) => setColumn(key, i, text)}
            />
          )),
        )}
        {fields.includes("extraBed") && (
          <MoneyBox
            id={`${idPrefix}-extra-bed`}
            label="Cama extra (noite)"
            value={value.extraBed}
            disabled={disabled}
            onChange={(extraBed) => onChange({ ...value, extraBed })}
          />
        )}
      </div>
      {fields.includes("childBands") && (
        <div className="space-y-2">
          <p className="text-sm font-medium">Crianças por idade</p>
          {value.childBands.length === 0 && (
            <p className="text-sm text-muted-foreground">Sem faixas: crianças pagam como adultos.</p>
          )}
          {value.childBands.map((band, i) => (
            <div key={i} className="flex items-end gap-2">
              <NumberBox
                id={`${idPrefix}-band-${i}-age`}
                label="Até (anos)"
                value={band.maxAge}
                disabled={disabled}
                onChange={(maxAge) =>
                  onChange({ ...value, childBands: value.childBands.map((b, j) => (j === i ? { ...b, maxAge } : b)) })
                }
              />
              <MoneyBox
                id={`${idPrefix}-band-${i}-price`}
                label="Preço (noite; 0 = cortesia)"
                value={band.price}
                disabled={disabled}
                onChange={(price) =>
                  onChange({ ...value, childBands: value.childBands.map((b, j) => (j === i ? { ...b, price } : b)) })
                }
              />
              {!disabled && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover faixa ${i + 1}`}
                  onClick={() => onChange({ ...value, childBands: value.childBands.filter((_, j) => j !== i) })}
                >
                  <Trash2 />
                </Button>
              )}
            </div>
          ))}
          {!disabled && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onChange({ ...value, childBands: [...value.childBands, { maxAge: "", price: "" }] })}
            >
              <Plus /> Faixa de idade
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The saved seasons, packages, restrictions or policies, each with its Editar and Excluir (the owner's); or why none. */
export function RuleList<T extends { id: string }>({
  items,
  empty,
  details,
  onEdit,
  onDelete,
}: {
  items: T[];
  empty: Pick<EmptyStateProps, "icon" | "title" | "description">;
  details: (item: T) => ReactNode;
  onEdit?: (item: T) => void;
  onDelete?: (item: T) => void;
}) {
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <ul className="divide-y rounded-lg border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <div className="min-w-0">{details(item)}</div>
          <div className="flex gap-2">
            {onEdit && (
              <Button variant="outline" size="sm" onClick={() => onEdit(item)}>
                Editar
              </Button>
            )}
            {onDelete && (
              <Button variant="outline" size="sm" onClick={() => onDelete(item)}>
                Excluir
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
