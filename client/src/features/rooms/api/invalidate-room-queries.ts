import type { QueryClient } from "@tanstack/react-query";
import { roomsQueryKey } from "@/api/use-rooms";

// Room changes move the occupancy figures on the dashboard, so its stats are refetched too (SPEC section 7).
export function invalidateRoomQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roomsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
  ]);
}
