import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { saveDownload } from "@/lib/save-download";

/**
 * GET /api/guests/{id}/data-export?download: everything held about the guest, saved as dados-hospede-<id>.json. The
 * export is audited, so the guest's access history is read again.
 */
export function useDownloadGuestData(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      saveDownload(
        await apiFetch("GET", `/api/guests/${guestId}/data-export?download`),
        `dados-hospede-${guestId}.json`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.guests.accessLog(guestId) }),
  });
}
