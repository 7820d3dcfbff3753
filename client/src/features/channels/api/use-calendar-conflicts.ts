import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarConflictView } from "@shared/api/channels";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { queryKeys } from "@/lib/query-keys";

export type ConflictAction = "moved" | "rejected" | "handled";

/** GET /api/calendar-conflicts (owner): the open conflicts, oldest first. */
export function useCalendarConflicts() {
  return useQuery<CalendarConflictView[]>({ queryKey: queryKeys.channels.conflicts });
}

/** POST /api/calendar-conflicts/:id/resolve; a 409 ('As datas ainda estão ocupadas…') comes back as the error. */
export function useResolveConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, resolution }: { id: string; resolution: ConflictAction }) =>
      void (await apiRequest("POST", `/api/calendar-conflicts/${id}/resolve`, { resolution })),
    onSuccess: () => invalidateAfter(queryClient, "conflictResolved"),
  });
}
