import type { ReservationStatus } from "@shared/enums";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { cn } from "@/lib/utils";
import type { ReservationRecord } from "../api/use-reservations";
import { useUpdateReservation } from "../api/use-update-reservation";
import { ReservationStatusOptions } from "./reservation-status-options";
import { reservationRefusal } from "../lib/reservation-save-error";
import {
  isReservationStatus,
  RESERVATION_STATUS_BADGE_CLASSES,
  reservationStatusLabel,
  statusChoices,
} from "../lib/reservation-status";

/** The list's inline status: a dropdown of the allowed moves, or a badge where none is left (after check-in). */
export function ReservationStatusSelect({ reservation }: { reservation: ReservationRecord }) {
  const update = useUpdateReservation();
  const { status } = reservation;

  if (statusChoices(status).length <= 1) {
    return (
      <Badge
        variant="outline"
        className={cn(isReservationStatus(status) && RESERVATION_STATUS_BADGE_CLASSES[status])}
      >
        {reservationStatusLabel(status)}
      </Badge>
    );
  }

  const handleChange = (value: string) => {
    if (!isReservationStatus(value) || value === status) return;
    update.mutate(
      { id: reservation.id, changes: { status: value as ReservationStatus } },
      {
        onSuccess: () => notifySuccess("Reserva atualizada com sucesso"),
        onError: (error) => notifyError(error, "Erro ao atualizar reserva", reservationRefusal(error).message ?? undefined),
      },
    );
  };

  const shown = update.isPending && "status" in update.variables.changes ? update.variables.changes.status : status;
  return (
    <Select value={shown} onValueChange={handleChange} disabled={update.isPending}>
      <SelectTrigger className="h-9 w-[11rem]" aria-label={`Status da reserva de ${guestFullName(reservation.guest)}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <ReservationStatusOptions current={status} />
      </SelectContent>
    </Select>
  );
}
