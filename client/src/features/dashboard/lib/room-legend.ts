import { ROOM_STATUS_LABELS, type RoomStatus } from "@shared/enums";

/** The dashboard counts maintenance and out of order together as 'Manutenção' (docs/product.md §5). */
export type RoomLegendGroup = "available" | "occupied" | "cleaning" | "maintenance";

export interface RoomLegendEntry {
  group: RoomLegendGroup;
  label: string;
  /** A grid tile's colours: a tint with a text colour that stays readable on it. */
  tileClass: string;
  dotClass: string;
}

export const ROOM_LEGEND: readonly RoomLegendEntry[] = [
  {
    group: "available",
    label: ROOM_STATUS_LABELS.available,
    tileClass: "border-emerald-300 bg-emerald-50 text-emerald-900",
    dotClass: "bg-emerald-500",
  },
  {
    group: "occupied",
    label: ROOM_STATUS_LABELS.occupied,
    tileClass: "border-blue-300 bg-blue-50 text-blue-900",
    dotClass: "bg-blue-500",
  },
  {
    group: "cleaning",
    label: ROOM_STATUS_LABELS.cleaning,
    tileClass: "border-amber-300 bg-amber-50 text-amber-900",
    dotClass: "bg-amber-500",
  },
  {
    group: "maintenance",
    label: ROOM_STATUS_LABELS.maintenance,
    tileClass: "border-orange-300 bg-orange-50 text-orange-900",
    dotClass: "bg-orange-500",
  },
];

/** The legend entry a room's status falls under; an unknown status is shown as needing attention. */
export function legendEntryOf(status: RoomStatus | string): RoomLegendEntry {
  const group: RoomLegendGroup =
    status === "available" || status === "occupied" || status === "cleaning" ? status : "maintenance";
  return ROOM_LEGEND.find((entry) => entry.group === group)!;
}

interface RoomLike {
  status: string;
  isActive: boolean;
}

/** At most 8 rooms in the grid (docs/product.md §5.1): the first active ones, in the API's order. */
const DASHBOARD_ROOM_LIMIT = 8;

export function dashboardRooms<T extends RoomLike>(rooms: readonly T[]): T[] {
  return rooms.filter((room) => room.isActive).slice(0, DASHBOARD_ROOM_LIMIT);
}

/** How many active rooms each legend entry covers (all of them, not only the 8 in the grid). */
export function legendCounts(rooms: readonly RoomLike[]): Record<RoomLegendGroup, number> {
  const counts: Record<RoomLegendGroup, number> = { available: 0, occupied: 0, cleaning: 0, maintenance: 0 };
  for (const room of rooms) if (room.isActive) counts[legendEntryOf(room.status).group] += 1;
  return counts;
}
