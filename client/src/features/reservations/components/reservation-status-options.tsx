import type { ReservationStatus } from "@shared/enums";
import { SelectItem } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { RESERVATION_STATUS_DOT_CLASSES, reservationStatusLabel, statusChoices } from "../lib/reservation-status";

interface ReservationStatusOptionsProps {
  current: string;
  /** The edit dialog's wording ('Check-out Realizado' for completed). */
  label?: (status: ReservationStatus) => string;
}

/** The items of a status dropdown: only where the reservation is and where it may go (docs/product.md §7.2). */
export function ReservationStatusOptions({ current, label = reservationStatusLabel }: ReservationStatusOptionsProps) {
  const choices = statusChoices(current);
  if (choices.length === 0) return <SelectItem value={current}>{current}</SelectItem>;
  return choices.map((status) => (
    <SelectItem key={status} value={status}>
      <span className="flex items-center gap-2">
        <span className={cn("size-2 rounded-full", RESERVATION_STATUS_DOT_CLASSES[status])} aria-hidden="true" />
        {label(status)}
      </span>
    </SelectItem>
  ));
}
