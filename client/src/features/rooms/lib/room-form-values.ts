import { ROOM_TYPES, type RoomType } from "@shared/enums";
import type { Room } from "@shared/api";
import type { RoomFormInput } from "@shared/validators/rooms";
import { isRoomStatus } from "./room-status";

/** The form holds what the user types; insertRoomSchema turns it into the payload (comma prices included). */
export type RoomFormValues = RoomFormInput;

export const EMPTY_ROOM_FORM: RoomFormValues = {
  number: "",
  type: "standard",
  status: "available",
  capacity: 2,
  extraBeds: 0,
  pricePerNight: "",
  description: "",
  isActive: true,
  amenities: null,
};

const ROOM_TYPE_VALUES: readonly string[] = ROOM_TYPES;

export function roomToFormValues(room: Room): RoomFormValues {
  return {
    number: room.number,
    type: ROOM_TYPE_VALUES.includes(room.type) ? (room.type as RoomType) : "standard",
    status: isRoomStatus(room.status) ? room.status : "available",
    capacity: room.capacity,
    extraBeds: room.extraBeds ?? 0,
    // Shown the Brazilian way; the schema accepts the comma back.
    pricePerNight: String(room.pricePerNight).replace(".", ","),
    description: room.description ?? "",
    isActive: room.isActive !== false,
    amenities: null,
  };
}
