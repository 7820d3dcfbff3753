import { useRef, useState, type KeyboardEvent } from "react";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { MONTH_NAMES, monthLabel } from "@/lib/date-input";
import { cn } from "@/lib/utils";

interface MonthFieldProps {
  /** "YYYY-MM". */
  value: string;
  onChange: (month: string) => void;
  /** What choosing a month does, for screen readers, e.g. "Ir para o mês". */
  label: string;
  className?: string;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * A month chosen from a year of twelve, named in Portuguese ("novembro de 2026") whatever the browser's language.
 * Arrows move between the months (↑↓ by a row of three), Enter picks, Escape closes.
 */
export function MonthField({ value, onChange, label, className }: MonthFieldProps) {
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => Number(value.slice(0, 4)));
  const grid = useRef<HTMLDivElement>(null);
  const selectedYear = Number(value.slice(0, 4));
  const selectedMonth = Number(value.slice(5, 7));

  const openChange = (next: boolean) => {
    if (next) setYear(selectedYear);
    setOpen(next);
  };
  const choose = (month: number) => {
    onChange(`${year}-${pad2(month)}`);
    setOpen(false);
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };
    const step = steps[event.key];
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (step === undefined || index < 0) return;
    event.preventDefault();
    buttons[Math.min(11, Math.max(0, index + step))]?.focus();
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" className={cn("justify-start gap-2 font-normal", className)}>
          <CalendarDays aria-hidden="true" />
          <span className="sr-only">{label}: </span>
          {monthLabel(value)}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-72"
        aria-label={label}
        // The month shown takes the focus, so the arrows start from it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const months = grid.current;
          (months?.querySelector<HTMLButtonElement>("[aria-current=true]") ?? months?.querySelector("button"))?.focus();
        }}
      >
        <div className="mb-2 flex items-center justify-between">
          <Button type="button" variant="ghost" size="icon" aria-label="Ano anterior" onClick={() => setYear(year - 1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="text-sm font-semibold tabular-nums" aria-live="polite">
            {year}
          </p>
          <Button type="button" variant="ghost" size="icon" aria-label="Próximo ano" onClick={() => setYear(year + 1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div ref={grid} className="grid grid-cols-3 gap-1" onKeyDown={moveFocus}>
          {MONTH_NAMES.map((name, index) => {
            const current = year === selectedYear && index + 1 === selectedMonth;
            return (
              <button
                key={name}
                type="button"
                onClick={() => choose(index + 1)}
                aria-label={`${name} de ${year}`}
                aria-current={current || undefined}
                className={cn(
                  "h-11 rounded-md text-sm capitalize outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  current && "bg-primary font-semibold text-primary-foreground hover:bg-primary/90",
                )}
              >
                {name.slice(0, 3)}
              </button>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}
