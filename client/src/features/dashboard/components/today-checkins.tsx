import { CalendarRange, CalendarX, LogIn } from "lucide-react";
import { Link } from "wouter";
import type { TodayCheckIn } from "@shared/api";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { CardFact, RoomFact } from "@/components/stay-card-facts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { useTodayCheckIns } from "../api/use-today-checkins";
import { arrivalMoment } from "../lib/arrival-moment";
import { ArrivalCheckIn } from "./arrival-check-in";
import { BlockError } from "./block-error";
import { CheckInStatusBadge } from "./check-in-status-badge";
import { DashboardPanel } from "./dashboard-panel";
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

/** Sized within the block's least height, like the empty state: the page below does not move when it loads. */
const LOADING = (
  <div className="space-y-3 px-4 sm:px-6" aria-busy="true" aria-label="Carregando check-ins">
    {Array.from({ length: 2 }, (_, index) => (
      <Skeleton key={index} className="h-12 w-full" />
    ))}
  </div>
);

/** 'Check-ins de Hoje': who arrives today, who already checked in ('Confirmado') and who is still expected. */
export function TodayCheckIns(actions: TodayCheckInHandlers) {
  const { data: arrivals, isLoading, error, refetch, isFetching } = useTodayCheckIns();

  return (
    <DashboardPanel
      title="Check-ins de Hoje"
      // As tall as the empty state, so the usual day (no arrival, or one) does not move the page when it loads.
      contentClassName="min-h-33 px-0 sm:px-0"
      action={
        <Button asChild size="sm">
          <Link href="/checkin-checkout">
            <LogIn aria-hidden="true" /> Novo Check-in
          </Link>
        </Button>
      }
    >
      {error && !isLoading ? (
        <BlockError
          what="os check-ins de hoje"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          whileSignedOut={LOADING}
        />
      ) : (
        <ResponsiveList
          items={arrivals}
          getKey={(arrival) => arrival.reservationId}
          label="Check-ins de hoje"
          columns={columns(actions)}
          renderCard={(arrival) => <ArrivalCard arrival={arrival} {...actions} />}
          isLoading={isLoading}
          skeleton={LOADING}
          empty={{ icon: CalendarX, title: "Nenhum check-in programado para hoje" }}
          emptyClassName="py-6"
          cardClassName="space-y-2"
        />
      )}
    </DashboardPanel>
  );
}
