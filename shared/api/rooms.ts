import type { Channel } from "../channels";
import type { ReservationOrigin } from "../enums";
import type { Room } from "../schema/rooms";

/** A room as GET /api/rooms and /api/rooms/availability list it, and as its writes answer: the whole row. */
export type { Room };

/** The guest in a room now, their departure date and where the stay was sold (docs/product.md §5.2, §17). */
export interface CurrentStay {
  reservationId: string;
  stayId: string;
  guestName: string;
  checkOutDate: string;
  origem: ReservationOrigin;
  /** The channel of a stay made from a channel's block; null otherwise. */
  channel: Channel | null;
}

/** A room as GET /api/rooms lists it: the row and the guest in it now, or null. */
export type RoomListItem = Room & { currentStay: CurrentStay | null };
