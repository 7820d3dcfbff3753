import { useQuery } from "@tanstack/react-query";
import type { RoomListItem } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/rooms: every room with the guest in it now (docs/product.md §12.3). */
export function useRooms() {
  return useQuery<RoomListItem[]>({ queryKey: queryKeys.rooms.all });
}
