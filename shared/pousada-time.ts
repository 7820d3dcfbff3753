// The pousada's own calendar: "today", a day's bounds and a month's, in the pousada's time zone (Configurações >
// Geral), whatever the time zone of the server or of the phone at the desk. Every computation takes the zone:
// nothing here assumes one. Instants are Date (UTC); calendar dates are "YYYY-MM-DD".

/** Brazil's IANA zones (all in Node's Intl); their labels are Configurações > Geral's (time-zone-labels.ts). */
export const TIME_ZONE_IDS = [
  "America/Sao_Paulo",
  "America/Bahia",
  "America/Fortaleza",
  "America/Recife",
  "America/Maceio",
  "America/Araguaina",
  "America/Belem",
  "America/Santarem",
  "America/Noronha",
  "America/Manaus",
  "America/Boa_Vista",
  "America/Porto_Velho",
  "America/Cuiaba",
  "America/Campo_Grande",
  "America/Rio_Branco",
  "America/Eirunepe",
] as const;

export type PousadaTimeZone = (typeof TIME_ZONE_IDS)[number];

/** The zone of a pousada whose owner has not chosen one (Brasília time, where most of Brazil lives). */
export const DEFAULT_TIME_ZONE: PousadaTimeZone = "America/Sao_Paulo";

/** A saved value as a zone this product knows, or the default (a value from nowhere never reaches Intl). */
export function timeZoneOf(value: unknown): PousadaTimeZone {
  return TIME_ZONE_IDS.includes(value as PousadaTimeZone) ? (value as PousadaTimeZone) : DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** What the zone's wall clock shows at `instant`: year, month (1-12), day, hour (0-23), minute, second. */
export function wallClock(instant: Date, timeZone: string) {
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
export function calendarDateAt(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds (-3 h in São Paulo). */
function offsetAt(instant: Date, timeZone: string) {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the calendar date begins at the pousada (local midnight). */
export function startOfDay(date: string, timeZone: string): Date {
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
export function dayBounds(date: string, timeZone: string) {
  return { start: startOfDay(date, timeZone), end: startOfDay(shiftDate(date, 1), timeZone) };
}

/** "HH:mm" on the pousada's wall clock at `instant`. */
export function clockTimeAt(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** "dd/MM/yyyy HH:mm:ss" on the pousada's wall clock at `instant` (the audit log's export). */
export function brDateTimeAt(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/**
 * The pousada's wall clock at `instant`, as a Date whose UTC fields carry it (a spreadsheet has no time zone: what
 * it shows is what the clerk's clock showed).
 */
export function wallClockAsUtc(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, instant.getUTCMilliseconds()));
}

/** The first day of the month of a calendar date, and of the month before. */
export function monthStart(date: string) {
  return `${date.slice(0, 7)}-01`;
}
export function previousMonthStart(date: string) {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return month === 1 ? `${pad(year - 1, 4)}-12-01` : `${pad(year, 4)}-${pad(month - 1)}-01`;
}

/** A calendar date "YYYY-MM-DD" as Brazilians write it, dd/MM/yyyy (the refusals' texts, the reports' CSV). */
export const brDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * Whether a calendar date ("YYYY-MM-DD") lies in the years the app accepts, 2000 to 2100: the API's `calendarDate`
 * (validators/fields.ts) and the reports' own check of a custom range, which does not load zod.
 */
export const isDateInAcceptedYears = (date: string) => date >= "2000-01-01" && date <= "2100-12-31";
