import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Room } from "@shared/api";
import type { InsertRoom } from "@shared/validators/rooms";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, room }: { id: string; room: InsertRoom }) => apiJson<Room>("PUT", `/api/rooms/${id}`, room),
    onSuccess: () => invalidateAfter(queryClient, "roomChanged"),
  });
}
