// A channel's iCal feed read with ical.js (docs/decisions/0052): date-only values stay dates; a DATE-TIME is read
// on its own wall clock (TZID or floating), a UTC one on the pousada's. Folded lines, CRLF and a UTF-8 BOM are
// the library's and this reader's to take.
import ICAL from "ical.js";
import { calendarDateAt } from "@shared/pousada-time";
import { FeedError } from "./fetch-feed";

export interface FeedEvent {
  uid: string;
  checkInDate: string;
  checkOutDate: string;
  summary: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

function dateOf(time: ICAL.Time, timeZone: string) {
  if (!time.isDate && time.zone?.tzid === "UTC") return calendarDateAt(time.toJSDate(), timeZone);
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/** The feed's events (every VEVENT with a UID and at least one night); `total` counts every VEVENT seen. */
export function parseFeed(text: string, timeZone: string): { events: FeedEvent[]; total: number } {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, "")));
  } catch {
    throw new FeedError("O conteúdo recebido não é um calendário iCal válido");
  }
  if (root.name !== "vcalendar") throw new FeedError("O conteúdo recebido não é um calendário iCal válido");
  const vevents = root.getAllSubcomponents("vevent");
  const events: FeedEvent[] = [];
  for (const component of vevents) {
    const event = new ICAL.Event(component);
    if (!event.uid || !event.startDate) continue;
    const checkInDate = dateOf(event.startDate, timeZone);
    const checkOutDate = event.endDate ? dateOf(event.endDate, timeZone) : checkInDate;
    if (checkOutDate <= checkInDate) continue;
    events.push({ uid: event.uid, checkInDate, checkOutDate, summary: event.summary ?? "" });
  }
  return { events, total: vevents.length };
}
