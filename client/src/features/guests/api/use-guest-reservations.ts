import { useQuery } from "@tanstack/react-query";
import type { ReservationView } from "@shared/schema";
import { throwIfResNotOk } from "@/lib/api";

export type GuestReservation = Omit<ReservationView, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

/** A guest's reservations, under the reservations key so every booking change refreshes them too. */
export function useGuestReservations(guestId: string | null) {
  return useQuery<GuestReservation[]>({
    queryKey: ["/api/reservations", { guestId }],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/reservations?${new URLSearchParams({ guestId: guestId! })}`, {
        credentials: "include",
        signal,
      });
      await throwIfResNotOk(res);
      return res.json();
    },
    enabled: guestId !== null,
  });
}
