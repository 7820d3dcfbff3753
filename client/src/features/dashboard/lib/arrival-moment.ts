import type { TodayCheckIn } from "@shared/api";
import { formatDate, formatTime } from "@/lib/format";
import { isCheckedIn } from "./today-checkin-status";

/** What the 'Check-in' column says of an arrival: the day, the time once checked in, the booked day if different. */
export interface ArrivalMoment {
  /** dd/MM/yyyy: the day the guest checked in, or the booked check-in day while expected. */
  date: string;
  /** HH:mm of the check-in, on that same day (both read from one instant at the pousada); null while expected. */
  time: string | null;
  /** dd/MM/yyyy of the booked check-in, when the guest arrived on another day (a late arrival); else null. */
  bookedDate: string | null;
}

/**
 * A guest booked for yesterday who checks in today at 20:04 arrived "today at 20:04": the date and the time both come
 * from the check-in instant on the pousada's clock, never the date from the booking and the time from the instant.
 */
export function arrivalMoment(arrival: TodayCheckIn): ArrivalMoment {
  const instant = isCheckedIn(arrival) ? (arrival.checkInTime ?? arrival.actualCheckInDate) : null;
  if (!instant) return { date: formatDate(arrival.checkInDate), time: null, bookedDate: null };
  const date = formatDate(instant);
  const booked = formatDate(arrival.checkInDate);
  return { date, time: formatTime(instant), bookedDate: booked === date ? null : booked };
}
