import { BedDouble, CalendarClock, Users } from "lucide-react";
import { formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { PendingCheckIn } from "../api/stay-records";
import { CheckInButton } from "./check-in-button";
import { FrontDeskBadge } from "./front-desk-badge";
import { guestCountLabel } from "../lib/guest-count-label";

/** Pending check-ins on a phone: one card each, the action a full-width tap target. */
export function PendingCheckInCardList({ reservations }: { reservations: PendingCheckIn[] }) {
  return (
    <ul className="divide-y" aria-label="Check-ins pendentes">
      {reservations.map((reservation) => (
        <li key={reservation.id} className="space-y-3 px-4 py-4">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-medium break-words">{guestFullName(reservation.guest)}</p>
            <FrontDeskBadge kind="waiting" />
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <BedDouble className="size-4" aria-hidden="true" /> Quarto {reservation.room.number}
            </span>
            <span className="inline-flex items-center gap-1 tabular-nums">
              <CalendarClock className="size-4" aria-hidden="true" /> {formatDateTime(reservation.checkInDate)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users className="size-4" aria-hidden="true" /> {guestCountLabel(reservation.numberOfGuests)}
            </span>
          </div>
          <CheckInButton reservation={reservation} className="h-11 w-full" />
        </li>
      ))}
    </ul>
  );
}
