import type { TodayCheckIn } from "@shared/api";
import { arrivalMoment } from "../lib/arrival-moment";

/** The check-in day and, once checked in, the time, both of that moment; a late arrival also shows its booked day. */
export function ArrivalCheckIn({ arrival }: { arrival: TodayCheckIn }) {
  const { date, time, bookedDate } = arrivalMoment(arrival);
  return (
    <span className="tabular-nums">
      {date}
      {time && <span className="block text-xs text-muted-foreground">às {time}</span>}
      {bookedDate && <span className="block text-xs text-muted-foreground">reserva para {bookedDate}</span>}
    </span>
  );
}
