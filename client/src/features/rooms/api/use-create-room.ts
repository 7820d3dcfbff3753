import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertRoom, Room } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { invalidateRoomQueries } from "./invalidate-room-queries";

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (room: InsertRoom): Promise<Room> => {
      const res = await apiRequest("POST", "/api/rooms", room);
      return res.json();
    },
    onSuccess: () => invalidateRoomQueries(queryClient),
  });
}
