// The controls of a list's filter bar, written once for every list: a period (De / Até) and a labelled choice.
import { DateField } from "@/components/date-field";
import { SelectOptionItems, type SelectOption } from "@/components/select-options";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

/** A filter bar's values by name, and how one of them changes ("" clears it). */
interface FilterBarProps<K extends string> {
  values: Record<K, string>;
  onChange: (name: K, value: string) => void;
}

interface PeriodFieldsProps extends FilterBarProps<"from" | "to"> {
  /** The fields' ids are `{idPrefix}-de` and `{idPrefix}-ate`. */
  idPrefix: string;
  /** Each field's classes (its width in the bar). */
  className?: string;
  /** The earliest day 'Até' offers (the chosen start, where an end before it means nothing). */
  toMin?: string;
}

/** 'De' and 'Até': the first and last day of a period, both included (two cells of the bar's grid). */
export function PeriodFields({ idPrefix, values, onChange, className, toMin }: PeriodFieldsProps) {
  return (
    <>
      <div className={cn("grid gap-1.5", className)}>
        <Label htmlFor={`${idPrefix}-de`}>De</Label>
        <DateField
          id={`${idPrefix}-de`}
          value={values.from}
          onChange={(value) => onChange("from", value)}
          calendarLabel="Abrir calendário do início do período"
        />
      </div>
      <div className={cn("grid gap-1.5", className)}>
        <Label htmlFor={`${idPrefix}-ate`}>Até</Label>
        <DateField
          id={`${idPrefix}-ate`}
          value={values.to}
          onChange={(value) => onChange("to", value)}
          min={toMin}
          calendarLabel="Abrir calendário do fim do período"
        />
      </div>
    </>
  );
}

/** The select's own value for "no filter" (a Radix item cannot have the value ""). */
const ALL = "__todos__";

interface FilterSelectProps {
  id: string;
  label: string;
  /** The value chosen; "" is no filter when `allLabel` is given. */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first option, that filters nothing out ('Todas as formas'); without it a value is always chosen. */
  allLabel?: string;
  className?: string;
}

/** A labelled choice among `options`, above the list it filters or sorts. */
export function FilterSelect({ id, label, value, onChange, options, allLabel, className }: FilterSelectProps) {
  const withAll = allLabel !== undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={withAll && !value ? ALL : value}
        onValueChange={(next) => onChange(withAll && next === ALL ? "" : next)}
      >
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {withAll && <SelectItem value={ALL}>{allLabel}</SelectItem>}
          <SelectOptionItems options={options} />
        </SelectContent>
      </Select>
    </div>
  );
}

/** One select of a filter bar: the bar's value `name`, with the id `{idPrefix}-{id}`. */
export interface FilterChoice<K extends string> {
  name: K;
  id: string;
  label: string;
  allLabel: string;
  options: readonly SelectOption[];
}

/** A filter bar's selects, each with a first option that filters nothing out (cells of the bar's grid). */
export function FilterChoices<K extends string>({
  idPrefix,
  choices,
  values,
  onChange,
}: FilterBarProps<K> & { idPrefix: string; choices: ReadonlyArray<FilterChoice<K>> }) {
  return choices.map(({ name, id, ...choice }) => (
    <FilterSelect
      key={name}
      id={`${idPrefix}-${id}`}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      {...choice}
    />
  ));
}
