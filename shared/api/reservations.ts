import type { Guest } from "../schema/guests";
import type { Reservation } from "../schema/reservations";
import type { Room } from "../schema/rooms";
import type { ReservationStatus } from "../enums";
import type { BlockKind, Channel } from "../channels";

/** A reservation as the API reads it (the list, one guest's, one by id, the writes' answers): with its guest's name
 * and phone and its room's number. */
export type ReservationView = Reservation & {
  guest: Pick<Guest, "id" | "firstName" | "lastName" | "phone">;
  room: Pick<Room, "id" | "number" | "type" | "pricePerNight">;
};

/** A stay as the reservation map reads it (GET /api/reservations?from=&to=): what a bar shows, no more. */
export type ReservationMapStay = Pick<
  Reservation,
  "id" | "roomId" | "checkInDate" | "checkOutDate" | "status" | "origem"
> & {
  kind: "reservation";
  guestFirstName: string;
  guestLastName: string;
  /** The channel whose block became this stay (origem 'canal'), else null. */
  channel: Channel | null;
};

/** A channel's block on the map: its nights, its kind and where it came from (the feed's name and channel). */
export interface ReservationMapBlock {
  kind: "block";
  id: string;
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  blockKind: BlockKind;
  source: { feedName: string | null; channel: Channel | null };
}

/** GET /api/reservations?from=&to=: the stays and the blocks meeting the window. */
export type ReservationMapEntry = ReservationMapStay | ReservationMapBlock;

/**
 * GET /api/reservations/summary: every reservation and the count in each status, for the Reservations page's count
 * cards (a checked-in stay is counted in `checked_in`, so the cards can add up to `total`).
 */
export type ReservationSummary = { total: number } & Record<ReservationStatus, number>;

/** One stretch of a stay in one room, [from, to) (docs/product.md §7.4); pricePerNight null is the agreed rate. */
export interface SegmentView {
  roomId: string;
  roomNumber: string;
  from: string;
  to: string;
  pricePerNight: string | null;
}

/** A night the reservation was sold with: its date, price and the tarifário's rule that gave it (docs/decisions/0054). */
interface ReservationNightView {
  date: string;
  price: string;
  rule: string;
}

/**
 * GET /api/reservations/:id, its create and edit and the room move's answer: the reservation with its rooms over
 * time and its nights as sold (empty for a reservation made before the quote: nights x price was its rule).
 */
export type ReservationDetails = ReservationView & { segments: SegmentView[]; nights: ReservationNightView[] };
