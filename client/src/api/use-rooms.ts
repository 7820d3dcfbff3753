import { useQuery } from "@tanstack/react-query";
import type { Room } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

export function useRooms() {
  return useQuery<Room[]>({ queryKey: queryKeys.rooms.all });
}
