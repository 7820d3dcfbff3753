import type { ReactNode } from "react";
import { CalendarClock, CalendarX } from "lucide-react";
import type { ListColumn } from "@/components/responsive-list";
import { CardFact, RoomFact } from "@/components/stay-card-facts";
import { guestAndRoomColumns, StayCardHeading } from "@/components/stay-list-parts";
import { formatDate, formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { ActiveStay } from "../api/stay-records";
import { checkedInAt } from "../lib/stay-times";
import { StayBadges } from "./stay-badges";

interface StayRowOptions {
  /** In the 'Check-outs Hoje' tab the badge says so. */
  leaving?: boolean;
  actions: (stay: ActiveStay) => ReactNode;
}

/** Guests in the house as table columns: Hóspede, Quarto, Check-in, Check-out previsto, Status, Ações. */
export function stayColumns({ leaving = false, actions }: StayRowOptions): ListColumn<ActiveStay>[] {
  return [
    ...guestAndRoomColumns<ActiveStay>(),
    {
      id: "check-in",
      header: "Check-in",
      cellClassName: "tabular-nums",
      cell: (stay) => formatDateTime(checkedInAt(stay)),
    },
    {
      id: "check-out",
      header: "Check-out previsto",
      cellClassName: "tabular-nums",
      cell: (stay) => (
        <span className={cn(stay.late && "font-medium text-red-700")}>{formatDate(stay.reservation.checkOutDate)}</span>
      ),
    },
    { id: "status", header: "Status", cell: (stay) => <StayBadges stay={stay} leaving={leaving} /> },
    {
      id: "actions",
      header: "Ações",
      className: "text-right",
      cell: (stay) => <div className="flex items-center justify-end gap-2">{actions(stay)}</div>,
    },
  ];
}

/** A guest in the house on a phone: the actions full-width tap targets. */
export function StayCard({ stay, leaving = false, actions }: StayRowOptions & { stay: ActiveStay }) {
  return (
    <>
      <StayCardHeading guest={stay.guest}>
        <StayBadges stay={stay} leaving={leaving} />
      </StayCardHeading>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <RoomFact room={stay.room} className="gap-1.5" />
        <CardFact icon={CalendarClock} className="gap-1.5 tabular-nums">
          Check-in: {formatDateTime(checkedInAt(stay))}
        </CardFact>
        <CardFact icon={CalendarX} className={cn("gap-1.5 tabular-nums", stay.late && "font-medium text-red-700")}>
          Check-out previsto: {formatDate(stay.reservation.checkOutDate)}
        </CardFact>
      </div>
      <div className="flex gap-2 [&>*]:h-11 [&>*]:flex-1">{actions(stay)}</div>
    </>
  );
}
