import { BedDouble, CalendarCheck, CalendarClock, Users } from "lucide-react";
import type { ListColumn } from "@/components/responsive-list";
import { formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { PendingCheckIn } from "../api/stay-records";
import { guestCountLabel } from "../lib/guest-count-label";
import { CheckInButton } from "./check-in-button";
import { CheckInGuestsButton } from "./check-in-guests-button";
import { FrontDeskBadge } from "./front-desk-badge";
import { FrontDeskListCard } from "./front-desk-list-card";

const COLUMNS: ListColumn<PendingCheckIn>[] = [
  {
    id: "guest",
    header: "Hóspede",
    cellClassName: "max-w-56 font-medium break-words",
    cell: (reservation) => guestFullName(reservation.guest),
  },
  { id: "room", header: "Quarto", cellClassName: "tabular-nums", cell: (reservation) => reservation.room.number },
  {
    id: "expected",
    header: "Data prevista",
    cellClassName: "tabular-nums",
    cell: (reservation) => formatDateTime(reservation.checkInDate),
  },
  {
    id: "guests",
    header: "Hóspedes",
    className: "text-right",
    cellClassName: "tabular-nums",
    cell: (reservation) => reservation.numberOfGuests,
  },
  { id: "status", header: "Status", cell: () => <FrontDeskBadge kind="waiting" /> },
  {
    id: "actions",
    header: "Ações",
    className: "text-right",
    cell: (reservation) => (
      <div className="flex justify-end gap-2">
        <CheckInGuestsButton reservation={reservation} size="sm" />
        <CheckInButton reservation={reservation} size="sm" />
      </div>
    ),
  },
];

/** A pending check-in on a phone: the action a full-width tap target. */
function PendingCheckInCard({ reservation }: { reservation: PendingCheckIn }) {
  return (
    <>
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
      <div className="grid grid-cols-2 gap-2">
        <CheckInGuestsButton reservation={reservation} className="h-11 w-full" />
        <CheckInButton reservation={reservation} className="h-11 w-full" />
      </div>
    </>
  );
}

/** The 'Check-ins Pendentes' tab: confirmed reservations due today or earlier, not yet checked in. */
export function PendingCheckIns({ reservations }: { reservations: PendingCheckIn[] }) {
  return (
    <FrontDeskListCard
      items={reservations}
      getKey={(reservation) => reservation.id}
      label="Check-ins pendentes"
      columns={COLUMNS}
      renderCard={(reservation) => <PendingCheckInCard reservation={reservation} />}
      empty={{
        icon: CalendarCheck,
        title: "Nenhum check-in pendente",
        description: "As reservas confirmadas com chegada prevista até hoje aparecem aqui.",
      }}
    />
  );
}
