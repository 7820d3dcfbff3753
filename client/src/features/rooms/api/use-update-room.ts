import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsertRoom, Room } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { invalidateRoomQueries } from "./invalidate-room-queries";

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, room }: { id: string; room: InsertRoom }): Promise<Room> => {
      const res = await apiRequest("PUT", `/api/rooms/${id}`, room);
      return res.json();
    },
    onSuccess: () => invalidateRoomQueries(queryClient),
  });
}
