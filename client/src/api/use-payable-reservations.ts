import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReservationView } from "@shared/api";
import { LIVE_RESERVATION_STATUSES } from "@shared/enums";
import { queryKeys } from "@/lib/query-keys";

/** A reservation as the typeahead lists it (with its guest and room); timestamps arrive as ISO strings. */
export type PayableReservation = Omit<ReservationView, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

/** How many stays the typeahead shows for a search. */
const PAYABLE_LIMIT = 20;

/**
 * GET /api/reservations?search=&status=&limit=20&total=false: stays a payment may be recorded for (live ones: a
 * cancelled or no-show reservation takes none), found by guest name or room number, as the server's list search
 * finds them.
 */
export function usePayableReservations(search: string, enabled: boolean) {
  return useQuery<PayableReservation[]>({
    queryKey: queryKeys.reservations.payable({
      search: search.trim(),
      status: LIVE_RESERVATION_STATUSES.join(","),
      limit: PAYABLE_LIMIT,
      // The picker shows no count: the server need not count every stay a broad search finds.
      total: "false",
    }),
    enabled,
    // The previous results stay while the next search is read, so the list does not flash empty at each key.
    placeholderData: keepPreviousData,
  });
}
