// What an imported event is, by the channel's SUMMARY (docs/decisions/0052, REFERENCE-WAVE3 §Channels).
import type { BlockKind, Channel } from "@shared/channels";

/**
 * Airbnb: 'Reserved' is a booking, 'Airbnb (Not available)' a closure (a rule window that moves daily).
 * Booking.com: 'CLOSED - Not available' is written for bookings and closed dates alike, so it always holds the room.
 * Others: the usual words for a closed day, else a booking.
 */
export function classifyEvent(channel: Channel, summary: string): BlockKind {
  if (channel === "booking") return "booking";
  if (channel === "airbnb") return /not available/i.test(summary) ? "closure" : "booking";
  return /not available|unavailable|indispon|bloquead|blocked|fechado/i.test(summary) ? "closure" : "booking";
}
