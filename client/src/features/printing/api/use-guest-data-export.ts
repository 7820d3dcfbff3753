import { useQuery } from "@tanstack/react-query";
import type { GuestDataExport } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/guests/{id}/data-export: everything held about the guest (audited as an export of their data). */
export function useGuestDataExport(guestId: string) {
  return useQuery<GuestDataExport>({ queryKey: queryKeys.guests.dataExport(guestId), staleTime: 0, retry: false });
}
