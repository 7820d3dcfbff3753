import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedView, SyncRunResult } from "@shared/api/channels";
import type { Channel } from "@shared/channels";
import { apiJson, apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export interface NewFeed {
  name: string;
  url: string;
  channel: Channel;
  importUnavailable: boolean;
}

/** The owner's writes on a room's feeds; each refreshes the feeds, logs, conflicts and the map. */
export function useFeedWrites(roomId: string) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateAfter(queryClient, "feedsChanged");
  return {
    add: useMutation({
      mutationFn: (feed: NewFeed) => apiJson<CalendarFeedView>("POST", `/api/rooms/${roomId}/calendar-feeds`, feed),
      onSuccess: refresh,
    }),
    switchUnavailable: useMutation({
      mutationFn: ({ id, importUnavailable }: { id: string; importUnavailable: boolean }) =>
        apiJson<CalendarFeedView>("PATCH", `/api/calendar-feeds/${id}`, { importUnavailable }),
      onSuccess: refresh,
    }),
    sync: useMutation({
      mutationFn: (id: string) => apiJson<SyncRunResult>("POST", `/api/calendar-feeds/${id}/sync`),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => void (await apiRequest("DELETE", `/api/calendar-feeds/${id}`)),
      onSuccess: refresh,
    }),
  };
}
