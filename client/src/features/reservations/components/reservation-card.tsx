import { BedDouble, CalendarRange, Users } from "lucide-react";
import { formatCurrency, formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { ReservationStatusChanges } from "../api/use-change-reservation-status";
import type { ReservationRecord } from "../api/use-reservations";
import { ReservationRowActions, type ReservationActionHandlers } from "./reservation-row-actions";
import { ReservationStatusSelect } from "./reservation-status-select";

/** A reservation on a phone: the same fields and actions as the table's columns. */
export function ReservationCard({
  reservation,
  changes,
  ...actions
}: ReservationActionHandlers & { reservation: ReservationRecord; changes: ReservationStatusChanges }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium break-words">{guestFullName(reservation.guest)}</p>
        <ReservationRowActions reservation={reservation} {...actions} />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <BedDouble className="size-4" aria-hidden="true" /> Quarto {reservation.room.number}
        </span>
        <span className="inline-flex items-center gap-1 tabular-nums">
          <CalendarRange className="size-4" aria-hidden="true" />
          {formatDate(reservation.checkInDate)} → {formatDate(reservation.checkOutDate)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="size-4" aria-hidden="true" /> {reservation.numberOfGuests}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <ReservationStatusSelect reservation={reservation} changes={changes} />
        <span className="font-semibold tabular-nums">{formatCurrency(reservation.totalAmount)}</span>
      </div>
    </>
  );
}
