import { ROOM_STATUSES, ROOM_STATUS_LABELS, ROOM_TYPE_LABELS, type RoomStatus, type RoomType } from "@shared/enums";

export function isRoomStatus(value: string): value is RoomStatus {
  return (ROOM_STATUSES as readonly string[]).includes(value);
}

export function roomStatusLabel(status: string) {
  return isRoomStatus(status) ? ROOM_STATUS_LABELS[status] : status;
}

export function roomTypeLabel(type: string) {
  return type in ROOM_TYPE_LABELS ? ROOM_TYPE_LABELS[type as RoomType] : type;
}

/** Badge colours per status; each pairs a tint with a text colour that stays readable (WCAG AA) on it. */
export const ROOM_STATUS_BADGE_CLASSES: Record<RoomStatus, string> = {
  available: "border-emerald-200 bg-emerald-50 text-emerald-800",
  occupied: "border-blue-200 bg-blue-50 text-blue-800",
  cleaning: "border-amber-200 bg-amber-50 text-amber-900",
  maintenance: "border-orange-200 bg-orange-50 text-orange-900",
  out_of_order: "border-red-200 bg-red-50 text-red-800",
};

export const ROOM_STATUS_DOT_CLASSES: Record<RoomStatus, string> = {
  available: "bg-emerald-500",
  occupied: "bg-blue-500",
  cleaning: "bg-amber-500",
  maintenance: "bg-orange-500",
  out_of_order: "bg-red-500",
};
