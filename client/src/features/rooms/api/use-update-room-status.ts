import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomStatus } from "@shared/enums";
import type { Room } from "@shared/api";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export function useUpdateRoomStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RoomStatus }) =>
      apiJson<Room>("PATCH", `/api/rooms/${id}/status`, { status }),
    onSuccess: () => invalidateAfter(queryClient, "roomStatusChanged"),
  });
}
