import { SearchInput } from "@/components/search-input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { reservationStatusLabel, STATUS_FILTER_OPTIONS } from "../lib/reservation-status";

/** A status, or "all" for 'Todos os Status'. */
export type StatusFilter = "all" | (typeof STATUS_FILTER_OPTIONS)[number];

interface ReservationFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
}

export function ReservationFilters({ search, onSearchChange, status, onStatusChange }: ReservationFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        value={search}
        onChange={onSearchChange}
        placeholder="Buscar por hóspede ou quarto..."
        label="Buscar reservas por hóspede ou quarto"
        className="sm:max-w-sm"
      />
      <Select value={status} onValueChange={(value) => onStatusChange(value as StatusFilter)}>
        <SelectTrigger className="w-full sm:w-56" aria-label="Filtrar por status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">Todos os Status</SelectItem>
          {STATUS_FILTER_OPTIONS.map((value) => (
            <SelectItem key={value} value={value}>
              {reservationStatusLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
