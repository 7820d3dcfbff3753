// A local stand-in for the channels' calendar URLs: recorded-shape feeds (Airbnb, Booking.com), served as set.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

const compact = (date: string) => date.replaceAll("-", "");

/** Airbnb's shape: PRODID, DTSTAMP, all-day DTSTART/DTEND, a long DESCRIPTION folded at 75 octets, CRLF. */
export function airbnbFeed(events: FakeEvent[]) {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      "DTSTAMP:20261126T120000Z",
      `DTSTART;VALUE=DATE:${compact(e.start)}`,
      `DTEND;VALUE=DATE:${compact(e.end)}`,
      `UID:${e.uid}`,
      // Folded: a continuation line starts with one space (RFC 5545 §3.1).
      "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/det",
      " ails/HMABCDEFGH\\nPhone Number (Last 4 Digits): 1234",
      `SUMMARY:${e.summary}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}

/** Booking.com's shape: LF line ends, a UTF-8 BOM, 'CLOSED - Not available'. */
export function bookingFeed(events: Omit<FakeEvent, "summary">[]) {
  const lines = ["\uFEFFBEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//admin.booking.com//EN", "CALSCALE:GREGORIAN"];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${compact(e.start)}`,
      `DTEND;VALUE=DATE:${compact(e.end)}`,
      `UID:${e.uid}`,
      "SUMMARY:CLOSED - Not available",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.join("\n") + "\n";
}

/** An event as a TZID'd DATE-TIME (another channel's tool): arrival 15:00, departure 11:00 in Manaus. */
export function tzidFeed(uid: string, start: string, end: string) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Outro//PT",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTART;TZID=America/Manaus:${compact(start)}T150000`,
    `DTEND;TZID=America/Manaus:${compact(end)}T110000`,
    "SUMMARY:Reserva",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

/** Serves `feeds[path]` as text/calendar (404 for others), on 127.0.0.1. */
export async function feedServer() {
  const feeds = new Map<string, string>();
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    const body = feeds.get(req.url ?? "");
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    set: (path: string, body: string) => feeds.set(path, body),
    url: (path: string) => base + path,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
