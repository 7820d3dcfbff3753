import { useQuery } from "@tanstack/react-query";
import type { ReservationView } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

export type GuestReservation = Omit<ReservationView, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

/** A guest's reservations; under the reservations' key, so every booking change refreshes them too. */
export function useGuestReservations(guestId: string | null) {
  return useQuery<GuestReservation[]>({
    queryKey: queryKeys.reservations.ofGuest(guestId ?? ""),
    enabled: guestId !== null,
  });
}
