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
  const actions = [
    { verb: "Ver", Icon: Eye, run: onView },
    { verb: "Editar", Icon: Pencil, run: onEdit },
  ];
  return (
    <div className="flex justify-end gap-1">
      {actions.map(({ verb, Icon, run }) => (
        <Button
          key={verb}
          variant="ghost"
          size="icon"
          aria-label={`${verb} reserva de ${name}`}
          onClick={() => run(arrival.reservationId)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
