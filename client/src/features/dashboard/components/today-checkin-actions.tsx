import { Eye, Pencil } from "lucide-react";
import type { TodayCheckIn } from "@shared/api";
import { Button } from "@/components/ui/button";
import { guestFullName } from "@/lib/guest-name";

export interface TodayCheckInHandlers {
  /** Opens the reservation's details. */
  onView: (reservationId: string) => void;
  /** Opens the reservation for editing. */
  onEdit: (reservationId: string) => void;
}

export function TodayCheckInActions({ arrival, onView, onEdit }: TodayCheckInHandlers & { arrival: TodayCheckIn }) {
  const name = guestFullName(arrival.guest);
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Ver reserva de ${name}`}
        onClick={() => onView(arrival.reservationId)}
      >
        <Eye aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Editar reserva de ${name}`}
        onClick={() => onEdit(arrival.reservationId)}
      >
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}
