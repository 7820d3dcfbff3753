import type { ReactNode } from "react";
import { BedDouble, CalendarClock, CalendarX } from "lucide-react";
import { formatDate, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { cn } from "@/lib/utils";
import type { ActiveStay } from "../api/stay-records";
import { checkedInAt } from "../lib/stay-times";
import { StayBadges } from "./stay-badges";

interface StayCardListProps {
  stays: ActiveStay[];
  /** Names the list for screen readers, e.g. "Hóspedes ativos". */
  label: string;
  /** In the 'Check-outs Hoje' tab the badge says so. */
  leaving?: boolean;
  actions: (stay: ActiveStay) => ReactNode;
}

/** Guests in the house on a phone: one card each, the actions full-width tap targets. */
export function StayCardList({ stays, label, leaving = false, actions }: StayCardListProps) {
  return (
    <ul className="divide-y" aria-label={label}>
      {stays.map((stay) => (
        <li key={stay.id} className="space-y-3 px-4 py-4">
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
            <span
              className={cn("inline-flex items-center gap-1.5 tabular-nums", stay.late && "font-medium text-red-700")}
            >
              <CalendarX className="size-4" aria-hidden="true" /> Check-out previsto:{" "}
              {formatDate(stay.reservation.checkOutDate)}
            </span>
          </div>
          <div className="flex gap-2 [&>*]:h-11 [&>*]:flex-1">{actions(stay)}</div>
        </li>
      ))}
    </ul>
  );
}
