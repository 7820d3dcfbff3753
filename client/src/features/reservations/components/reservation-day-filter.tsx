import { DateField } from "@/components/date-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { todayAtPousada } from "@/lib/calendar-date";

/** The list's day filters (docs/product.md §5.4.1), named as GET /api/reservations names them. */
export const DAY_FILTERS = ["arrivals", "departures", "inHouse"] as const;
type DayFilterKind = (typeof DAY_FILTERS)[number];
export interface DayFilter {
  kind: DayFilterKind | "none";
  date: string;
}

const LABELS: Record<DayFilterKind | "none", string> = {
  none: "Qualquer data",
  arrivals: "Chegadas em",
  departures: "Saídas em",
  inHouse: "Hospedados em",
};

interface ReservationDayFilterProps {
  value: DayFilter;
  onChange: (value: DayFilter) => void;
}

/** 'Chegadas em', 'Saídas em' or 'Hospedados em' a day; the day starts as today at the pousada. */
export function ReservationDayFilter({ value, onChange }: ReservationDayFilterProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Select
        value={value.kind}
        onValueChange={(kind) =>
          onChange({ kind: kind as DayFilter["kind"], date: kind === "none" ? "" : value.date || todayAtPousada() })
        }
      >
        <SelectTrigger className="w-full sm:w-44" aria-label="Filtrar por data">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {(["none", ...DAY_FILTERS] as const).map((kind) => (
            <SelectItem key={kind} value={kind}>
              {LABELS[kind]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {value.kind !== "none" && (
        <DateField
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
          aria-label={`Data: ${LABELS[value.kind]}`}
          calendarLabel="Abrir calendário do filtro"
          className="sm:w-44"
        />
      )}
    </div>
  );
}
