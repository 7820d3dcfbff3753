// A room's calendar as channels read it (docs/decisions/0052), written with ical-generator: every occupancy an
// all-day, opaque event with a stable UID and no guest data; DTEND the check-out day (exclusive).
import { ICalCalendar, ICalEventTransparency } from "ical-generator";

export interface ExportOccupancy {
  /** Stable across date changes: the reservation's or the block's id. */
  uid: string;
  checkInDate: string;
  checkOutDate: string;
  summary: string;
}

/** A date-only value as ical-generator writes it for `allDay` events: a Date at UTC midnight of that day. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

export function renderCalendar(room: { number: string }, occupancies: ExportOccupancy[], stamp: Date): string {
  const calendar = new ICalCalendar({
    name: `Quarto ${room.number}`,
    prodId: { company: "Hospeda", product: "Hospeda" },
  });
  for (const o of occupancies) {
    calendar.createEvent({
      id: o.uid,
      start: utcDay(o.checkInDate),
      end: utcDay(o.checkOutDate),
      allDay: true,
      stamp,
      summary: o.summary,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
