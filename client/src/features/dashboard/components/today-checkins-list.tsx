import { CalendarRange, CalendarX } from "lucide-react";
import type { TodayCheckIn } from "@shared/api";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { CardFact, RoomFact } from "@/components/stay-card-facts";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { arrivalMoment } from "../lib/arrival-moment";
import { ArrivalCheckIn } from "./arrival-check-in";
import { CheckInStatusBadge } from "./check-in-status-badge";
import { GuestPhoneLink } from "./guest-phone-link";
import { TodayCheckInActions, type TodayCheckInHandlers } from "./today-checkin-actions";

const guestCell = (arrival: TodayCheckIn) => (
  <>
    <p className="font-medium break-words">{guestFullName(arrival.guest)}</p>
    <GuestPhoneLink phone={arrival.guest.phone} />
  </>
);

function columns(actions: TodayCheckInHandlers): ListColumn<TodayCheckIn>[] {
  return [
    { id: "guest", header: "Hóspede", cellClassName: "max-w-56", cell: guestCell },
    { id: "room", header: "Quarto", cellClassName: "tabular-nums", cell: (arrival) => arrival.room.number },
    { id: "check-in", header: "Check-in", cell: (arrival) => <ArrivalCheckIn arrival={arrival} /> },
    {
      id: "check-out",
      header: "Check-out",
      cellClassName: "tabular-nums",
      cell: (arrival) => formatDate(arrival.checkOutDate),
    },
    { id: "status", header: "Status", cell: (arrival) => <CheckInStatusBadge arrival={arrival} /> },
    {
      id: "actions",
      header: "Ações",
      className: "text-right",
      cell: (arrival) => <TodayCheckInActions arrival={arrival} {...actions} />,
    },
  ];
}

/** An arrival on a phone: the table's columns and actions. */
function ArrivalCard({ arrival, ...actions }: TodayCheckInHandlers & { arrival: TodayCheckIn }) {
  const moment = arrivalMoment(arrival);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">{guestCell(arrival)}</div>
        <TodayCheckInActions arrival={arrival} {...actions} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <RoomFact room={arrival.room} className="min-w-0 break-all" />
        <CardFact icon={CalendarRange} className="tabular-nums">
          {formatDate(arrival.checkInDate)} → {formatDate(arrival.checkOutDate)}
        </CardFact>
        <CheckInStatusBadge arrival={arrival} />
      </div>
      {moment.time && (
        <p className="text-sm text-muted-foreground tabular-nums">
          Check-in em {moment.date} às {moment.time}
        </p>
      )}
    </>
  );
}

/**
 * Today's arrivals once read: a table on a wide screen, cards on a phone. A chunk of its own (dashboard-blocks.ts),
 * drawn after the dashboard's first paint.
 */
export function TodayCheckInsList({ arrivals, ...actions }: TodayCheckInHandlers & { arrivals: TodayCheckIn[] }) {
  return (
    <ResponsiveList
      items={arrivals}
      getKey={(arrival) => arrival.reservationId}
      label="Check-ins de hoje"
      columns={columns(actions)}
      renderCard={(arrival) => <ArrivalCard arrival={arrival} {...actions} />}
      empty={{ icon: CalendarX, title: "Nenhum check-in programado para hoje" }}
      emptyClassName="py-6"
      cardClassName="space-y-2"
    />
  );
}
