import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { REPORT_PRESET_LABELS, REPORT_PRESETS, type ReportPeriod } from "@shared/report-periods";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { checkCustomRange, CUSTOM, type PeriodChoice } from "../lib/report-period";

// 'De' and 'Até' (typed dates with a calendar in a popover) load when a range is chosen, not with the page: the
// page opens on a preset and its first paint does not wait for the pickers' code (docs/decisions/0066).
const PeriodFields = lazy(() => import("@/components/filter-fields").then((m) => ({ default: m.PeriodFields })));

/** A field's place while they load: its label and its input, at their heights (filter-fields.tsx, ui/input.tsx). */
const FIELD_LOADING = (
  <div className="grid gap-1.5 sm:w-44" aria-hidden="true">
    <Skeleton className="h-3.5 w-10" />
    <Skeleton className="h-10 w-full" />
  </div>
);

const CHOICES: Array<{ value: PeriodChoice; label: string }> = [
  ...REPORT_PRESETS.map((preset) => ({ value: preset, label: REPORT_PRESET_LABELS[preset] })),
  { value: CUSTOM, label: "Personalizado" },
];

interface PeriodPickerProps {
  choice: PeriodChoice;
  period: ReportPeriod;
  onPreset: (choice: PeriodChoice) => void;
  onCustom: (period: ReportPeriod) => void;
  /** What is wrong with the custom range the URL names (the current month shows meanwhile). */
  urlError: string | null;
}

/** Mês Atual, Mês Anterior, Ano Atual, Ano Anterior or a range of dates typed or picked ('Aplicar'). */
export function PeriodPicker({ choice, period, onPreset, onCustom, urlError }: PeriodPickerProps) {
  const [editing, setEditing] = useState(choice === CUSTOM || urlError !== null);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | null>(urlError);

  // Another period chosen (a preset, Back): the range's fields start from it.
  useEffect(() => {
    setFrom(period.from);
    setTo(period.to);
  }, [period.from, period.to]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCustomRange(from, to);
    if ("issue" in checked) {
      setError(checked.issue);
      return;
    }
    setError(null);
    onCustom(checked.period);
  };

  const showRange = editing || choice === CUSTOM;
  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label="Período" className="flex flex-wrap gap-1.5">
        {CHOICES.map((option) => {
          const checked = option.value === CUSTOM ? showRange : !showRange && choice === option.value;
          return (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => {
                if (option.value === CUSTOM) {
                  setEditing(true);
                  return;
                }
                setEditing(false);
                setError(null);
                onPreset(option.value);
              }}
              className={cn(
                "min-h-10 rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                checked
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background text-foreground/80 hover:bg-accent",
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {showRange && (
        <form
          onSubmit={apply}
          noValidate
          aria-label="Período personalizado"
          className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
        >
          <Suspense
            fallback={
              <>
                {FIELD_LOADING}
                {FIELD_LOADING}
              </>
            }
          >
            <PeriodFields
              idPrefix="relatorio"
              values={{ from, to }}
              onChange={(name, value) => (name === "from" ? setFrom(value) : setTo(value))}
              className="sm:w-44"
              toMin={from || undefined}
            />
          </Suspense>
          <Button type="submit" className="col-span-2 sm:col-span-1">
            Aplicar
          </Button>
          {error && (
            <p role="alert" className="col-span-2 text-sm font-medium text-destructive sm:basis-full">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
