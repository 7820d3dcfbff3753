import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDate } from "@/lib/format";

interface ReservationMapToolbarProps {
  from: string;
  lastDay: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onMonth: (month: string) => void;
}

export function ReservationMapToolbar({ from, lastDay, onPrevious, onToday, onNext, onMonth }: ReservationMapToolbarProps) {
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
      <Input
        type="month"
        className="w-44"
        value={from.slice(0, 7)}
        onChange={(event) => event.target.value && onMonth(event.target.value)}
        aria-label="Ir para o mês"
      />
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {formatDate(from)} a {formatDate(lastDay)}
      </p>
    </div>
  );
}
