import { Button } from "@/components/ui/button";
import { REVENUE_PERIODS, revenuePeriodLabel, type RevenuePeriod } from "../lib/revenue-period";

interface RevenuePeriodButtonsProps {
  value: RevenuePeriod;
  onChange: (days: RevenuePeriod) => void;
}

/** 7D / 30D / 90D: toggle buttons, the pressed one is the period shown. */
export function RevenuePeriodButtons({ value, onChange }: RevenuePeriodButtonsProps) {
  return (
    <div role="group" aria-label="Período" className="flex gap-1">
      {REVENUE_PERIODS.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={days === value ? "default" : "outline"}
          aria-pressed={days === value}
          className="min-w-12"
          onClick={() => onChange(days)}
        >
          {revenuePeriodLabel(days)}
        </Button>
      ))}
    </div>
  );
}
