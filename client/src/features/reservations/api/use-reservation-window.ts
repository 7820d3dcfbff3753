import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { throwIfResNotOk } from "@/lib/api";
import type { ReservationMapStay } from "@shared/schema";
import { reservationsQueryKey } from "./use-reservations";

/** The live stays meeting [from, to): only what the reservation map shows. Under the list's key, so writes refresh it. */
export function useReservationWindow(from: string, to: string) {
  return useQuery<ReservationMapStay[]>({
    queryKey: [...reservationsQueryKey, { from, to }],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/reservations?${new URLSearchParams({ from, to })}`, {
        credentials: "include",
        signal,
      });
      await throwIfResNotOk(res);
      return res.json();
    },
    // Moving to the next fortnight keeps the current one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
