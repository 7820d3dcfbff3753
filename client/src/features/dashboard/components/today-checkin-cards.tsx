import { BedDouble, CalendarRange } from "lucide-react";
import type { TodayCheckIn } from "@shared/schema";
import { formatDate, formatTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { isCheckedIn } from "../lib/today-checkin-status";
import { CheckInStatusBadge } from "./check-in-status-badge";
import { GuestPhoneLink } from "./guest-phone-link";
import { TodayCheckInActions, type TodayCheckInHandlers } from "./today-checkin-actions";

interface TodayCheckInCardsProps extends TodayCheckInHandlers {
  arrivals: TodayCheckIn[];
}

/** The arrivals on a phone: one card each, the table's columns and actions. */
export function TodayCheckInCards({ arrivals, ...actions }: TodayCheckInCardsProps) {
  return (
    <ul className="divide-y" aria-label="Check-ins de hoje">
      {arrivals.map((arrival) => (
        <li key={arrival.reservationId} className="space-y-2 px-4 py-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-words">{guestFullName(arrival.guest)}</p>
              <GuestPhoneLink phone={arrival.guest.phone} />
            </div>
            <TodayCheckInActions arrival={arrival} {...actions} />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex min-w-0 items-center gap-1 break-all">
              <BedDouble className="size-4" aria-hidden="true" /> Quarto {arrival.room.number}
            </span>
            <span className="inline-flex items-center gap-1 tabular-nums">
              <CalendarRange className="size-4" aria-hidden="true" />
              {formatDate(arrival.checkInDate)} → {formatDate(arrival.checkOutDate)}
            </span>
            <CheckInStatusBadge arrival={arrival} />
            {isCheckedIn(arrival) && arrival.checkInTime && (
              <span className="tabular-nums">às {formatTime(arrival.checkInTime)}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
