import { useQuery } from "@tanstack/react-query";
import type { CalendarFeedView, SyncRunView } from "@shared/api/channels";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/rooms/:id/calendar-feeds (owner): the room's imported calendars. */
export function useCalendarFeeds(roomId: string | undefined) {
  return useQuery<CalendarFeedView[]>({
    queryKey: queryKeys.channels.feeds(roomId ?? ""),
    enabled: Boolean(roomId),
  });
}

/** GET /api/calendar-feeds/:id/log (owner): the feed's last runs, read when its history is opened. */
export function useFeedLog(feedId: string, enabled: boolean) {
  return useQuery<SyncRunView[]>({ queryKey: queryKeys.channels.log(feedId), enabled });
}
