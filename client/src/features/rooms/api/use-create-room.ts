import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Room } from "@shared/api";
import type { InsertRoom } from "@shared/validators/rooms";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: InsertRoom) => apiJson<Room>("POST", "/api/rooms", room),
    onSuccess: () => invalidateAfter(queryClient, "roomAdded"),
  });
}
