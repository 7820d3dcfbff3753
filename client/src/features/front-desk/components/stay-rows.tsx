import type { ReactNode } from "react";
import { BedDouble, CalendarClock, CalendarX } from "lucide-react";
import type { ListColumn } from "@/components/responsive-list";
import { formatDate, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
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
    {
      id: "guest",
      header: "Hóspede",
      cellClassName: "max-w-56 font-medium break-words",
      cell: (stay) => guestFullName(stay.guest),
    },
    { id: "room", header: "Quarto", cellClassName: "tabular-nums", cell: (stay) => stay.room.number },
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
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{guestFullName(stay.guest)}</p>
        <StayBadges stay={stay} leaving={leaving} />
      </div>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <BedDouble className="size-4" aria-hidden="true" /> Quarto {stay.room.number}
        </span>
        <span className="inline-flex items-center gap-1.5 tabular-nums">
          <CalendarClock className="size-4" aria-hidden="true" /> Check-in: {formatDateTime(checkedInAt(stay))}
        </span>
        <span className={cn("inline-flex items-center gap-1.5 tabular-nums", stay.late && "font-medium text-red-700")}>
          <CalendarX className="size-4" aria-hidden="true" /> Check-out previsto:{" "}
          {formatDate(stay.reservation.checkOutDate)}
        </span>
      </div>
      <div className="flex gap-2 [&>*]:h-11 [&>*]:flex-1">{actions(stay)}</div>
    </>
  );
}
