import type { Room } from "@shared/api";
import { ROOM_TYPE_LABELS, type RoomType } from "@shared/enums";
import { formatCurrency } from "@/lib/format";

type RoomSummary = Pick<Room, "number" | "type" | "pricePerNight">;

/** docs/product.md §5: "number - type (R$ price/dia)". */
export function roomOptionLabel(room: RoomSummary) {
  const type = ROOM_TYPE_LABELS[room.type as RoomType] ?? room.type;
  return `${room.number} - ${type} (${formatCurrency(room.pricePerNight)}/dia)`;
}
