import { calendarDateAt } from "@shared/pousada-time";
import { pousadaTimeZone } from "./format";

/** Today's calendar date at the pousada (its time zone), "YYYY-MM-DD", whatever the device's time zone. */
export function todayAtPousada(now: Date = new Date()): string {
  return calendarDateAt(now, pousadaTimeZone());
}
