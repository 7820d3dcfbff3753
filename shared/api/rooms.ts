import type { Room } from "../schema/rooms";

/** A room as GET /api/rooms and /api/rooms/availability list it, and as its writes answer: the whole row. */
export type { Room };

/** The guest in a room now and their departure date (docs/product.md §5.2). */
export interface CurrentStay {
  reservationId: string;
  stayId: string;
  guestName: string;
  checkOutDate: string;
}

/** A room as GET /api/rooms lists it: the row and the guest in it now, or null. */
export type RoomListItem = Room & { currentStay: CurrentStay | null };
