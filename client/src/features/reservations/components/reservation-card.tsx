import { CalendarRange, Users } from "lucide-react";
import { CardFact, RoomFact } from "@/components/stay-card-facts";
import { StayCardHeading } from "@/components/stay-list-parts";
import { formatCurrency, formatDate } from "@/lib/format";
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
      <StayCardHeading guest={reservation.guest}>
        <ReservationRowActions reservation={reservation} {...actions} />
      </StayCardHeading>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <RoomFact room={reservation.room} />
        <CardFact icon={CalendarRange} className="tabular-nums">
          {formatDate(reservation.checkInDate)} → {formatDate(reservation.checkOutDate)}
        </CardFact>
        <CardFact icon={Users}>{reservation.numberOfGuests}</CardFact>
      </div>
      <div className="flex items-center justify-between gap-2">
        <ReservationStatusSelect reservation={reservation} changes={changes} />
        <span className="font-semibold tabular-nums">{formatCurrency(reservation.totalAmount)}</span>
      </div>
    </>
  );
}
