import type { TodayCheckIn } from "@shared/schema";
import { formatDate, formatTime } from "@/lib/format";
import { isCheckedIn } from "../lib/today-checkin-status";

/** The check-in day, and the time the guest actually arrived once checked in. */
export function ArrivalCheckIn({ arrival }: { arrival: TodayCheckIn }) {
  return (
    <span className="tabular-nums">
      {formatDate(arrival.checkInDate)}
      {isCheckedIn(arrival) && arrival.checkInTime && (
        <span className="block text-xs text-muted-foreground">às {formatTime(arrival.checkInTime)}</span>
      )}
    </span>
  );
}
