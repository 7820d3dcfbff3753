import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomStatus } from "@shared/enums";
import type { Room } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { invalidateRoomQueries } from "./invalidate-room-queries";

export function useUpdateRoomStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: RoomStatus }): Promise<Room> => {
      const res = await apiRequest("PATCH", `/api/rooms/${id}/status`, { status });
      return res.json();
    },
    onSuccess: () => invalidateRoomQueries(queryClient),
  });
}
