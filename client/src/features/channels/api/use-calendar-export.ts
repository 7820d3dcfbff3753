import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/rooms/:id/calendar-export (owner): the URL the channels read; made on the first ask. */
export function useCalendarExport(roomId: string) {
  return useQuery<{ url: string }>({ queryKey: queryKeys.channels.exportUrl(roomId) });
}

/** POST /api/rooms/:id/calendar-export/rotate: a new URL; the old one stops answering at once. */
export function useRotateCalendarExport(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ url: string }>("POST", `/api/rooms/${roomId}/calendar-export/rotate`),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.channels.exportUrl(roomId), data),
  });
}
