// What the room register's room types answer (docs/product.md §16.7) and the photos the booking page shows.
import type { RoomType } from "../enums";

/** A photo as the pages show it: its address, its thumbnail's, and both sizes (so nothing shifts as they load). */
export interface RoomTypePhotoView {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** GET /api/room-types (signed in): each type with its description and photos, in order. */
export type RoomTypesList = Array<{
  roomType: RoomType;
  label: string;
  description: string;
  photos: Array<RoomTypePhotoView & { id: string }>;
}>;
