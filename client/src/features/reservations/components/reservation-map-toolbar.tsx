import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MonthField } from "@/components/month-field";
import { formatDate } from "@/lib/format";

interface ReservationMapToolbarProps {
  from: string;
  lastDay: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onMonth: (month: string) => void;
}

export function ReservationMapToolbar({
  from,
  lastDay,
  onPrevious,
  onToday,
  onNext,
  onMonth,
}: ReservationMapToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button type="button" variant="outline" size="icon" onClick={onPrevious} aria-label="Período anterior">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" onClick={onToday}>
          Hoje
        </Button>
        <Button type="button" variant="outline" size="icon" onClick={onNext} aria-label="Próximo período">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <MonthField value={from.slice(0, 7)} onChange={onMonth} label="Ir para o mês" className="min-w-44" />
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {formatDate(from)} a {formatDate(lastDay)}
      </p>
    </div>
  );
}
