import { BedDouble, CalendarRange, Users } from "lucide-react";
import { formatCurrency, formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { ReservationRecord } from "../api/use-reservations";
import { ReservationRowActions, type ReservationActionHandlers } from "./reservation-row-actions";
import { ReservationStatusSelect } from "./reservation-status-select";

interface ReservationCardListProps extends ReservationActionHandlers {
  reservations: ReservationRecord[];
}

/** The list on a phone: one card per reservation, the same fields and actions as the table's columns. */
export function ReservationCardList({ reservations, ...actions }: ReservationCardListProps) {
  return (
    <ul className="divide-y" aria-label="Reservas">
      {reservations.map((reservation) => (
        <li key={reservation.id} className="space-y-2 px-4 py-4">
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
            <ReservationStatusSelect reservation={reservation} />
            <span className="font-semibold tabular-nums">{formatCurrency(reservation.totalAmount)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
