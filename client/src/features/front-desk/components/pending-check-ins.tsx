import { CalendarCheck, CalendarClock, Users } from "lucide-react";
import type { ListColumn } from "@/components/responsive-list";
import { CardFact, RoomFact } from "@/components/stay-card-facts";
import { guestAndRoomColumns, StayCardHeading } from "@/components/stay-list-parts";
import { formatDateTime } from "@/lib/format";
import type { PendingCheckIn } from "../api/stay-records";
import { guestCountLabel } from "../lib/guest-count-label";
import { CheckInActions } from "./check-in-guests-button";
import { FrontDeskBadge } from "./front-desk-badge";
import { FrontDeskListCard } from "./front-desk-list-card";

const COLUMNS: ListColumn<PendingCheckIn>[] = [
  ...guestAndRoomColumns<PendingCheckIn>(),
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
        <CheckInActions reservation={reservation} size="sm" />
      </div>
    ),
  },
];

/** A pending check-in on a phone: the action a full-width tap target. */
function PendingCheckInCard({ reservation }: { reservation: PendingCheckIn }) {
  return (
    <>
      <StayCardHeading guest={reservation.guest}>
        <FrontDeskBadge kind="waiting" />
      </StayCardHeading>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <RoomFact room={reservation.room} />
        <CardFact icon={CalendarClock} className="tabular-nums">
          {formatDateTime(reservation.checkInDate)}
        </CardFact>
        <CardFact icon={Users}>{guestCountLabel(reservation.numberOfGuests)}</CardFact>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <CheckInActions reservation={reservation} className="h-11 w-full" />
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
