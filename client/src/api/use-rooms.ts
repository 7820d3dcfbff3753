import { useQuery } from "@tanstack/react-query";
import type { Room } from "@shared/schema";

export const roomsQueryKey = ["/api/rooms"] as const;

export function useRooms() {
  return useQuery<Room[]>({ queryKey: roomsQueryKey });
}
