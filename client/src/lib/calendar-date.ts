import { DISPLAY_TIME_ZONE } from "./format";

const isoDateFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's calendar date at the pousada (America/Sao_Paulo), "YYYY-MM-DD", whatever the device's time zone. */
export function todayAtPousada(now: Date = new Date()): string {
  return isoDateFormatter.format(now);
}
