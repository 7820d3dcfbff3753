// The pousada's own calendar: "today", a day's bounds and a month's, in America/Sao_Paulo, whatever the time zone
// of the server or of the phone at the desk. Instants are Date (UTC); calendar dates are "YYYY-MM-DD".

const POUSADA_TIME_ZONE = "America/Sao_Paulo";

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The calendar date an instant falls on at the pousada. */
export function calendarDateAt(instant: Date, timeZone = POUSADA_TIME_ZONE): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds (-3 h in São Paulo). */
function offsetAt(instant: Date, timeZone: string) {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the calendar date begins at the pousada (local midnight). */
export function startOfDay(date: string, timeZone = POUSADA_TIME_ZONE): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = utcMidnight - offsetAt(new Date(utcMidnight), timeZone);
  // Again with the offset in force at the first guess, in case it changes between UTC and local midnight; of the
  // two, the earliest instant that is already on `date` (a skipped midnight leaves the day starting at 01:00).
  const second = utcMidnight - offsetAt(new Date(first), timeZone);
  const onDate = [first, second].filter((instant) => calendarDateAt(new Date(instant), timeZone) === date);
  return new Date(Math.min(...(onDate.length ? onDate : [first])));
}

/** "YYYY-MM-DD" plus n days (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** [local midnight, next local midnight) of a calendar date: what "today" means for the dashboard. */
export function dayBounds(date: string, timeZone = POUSADA_TIME_ZONE) {
  return { start: startOfDay(date, timeZone), end: startOfDay(shiftDate(date, 1), timeZone) };
}

/** The first day of the month of a calendar date, and of the month before. */
export function monthStart(date: string) {
  return `${date.slice(0, 7)}-01`;
}
export function previousMonthStart(date: string) {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return month === 1 ? `${pad(year - 1, 4)}-12-01` : `${pad(year, 4)}-${pad(month - 1)}-01`;
}

/** A calendar date "YYYY-MM-DD" as Brazilians write it, dd/MM/yyyy (the refusals' texts). */
export const brDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
