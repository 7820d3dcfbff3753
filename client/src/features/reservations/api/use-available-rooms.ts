import { useQuery } from "@tanstack/react-query";
import type { Room } from "@shared/schema";
import { throwIfResNotOk } from "@/lib/api";

export const availabilityQueryKey = ["/api/rooms/availability"] as const;

/**
 * Rooms bookable for [checkIn, checkOut), counting the edited reservation's own stay as free. Asked afresh each
 * time a dialog needs it (other desks book too); the database still refuses a double booking.
 */
export function useAvailableRooms(checkIn: string, checkOut: string, excludeReservationId?: string) {
  const datesReady = /^\d{4}-\d{2}-\d{2}$/.test(checkIn) && /^\d{4}-\d{2}-\d{2}$/.test(checkOut) && checkOut > checkIn;
  return useQuery<Room[]>({
    queryKey: [...availabilityQueryKey, { checkIn, checkOut, excludeReservationId }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ checkIn, checkOut });
      if (excludeReservationId) params.set("excludeReservationId", excludeReservationId);
      const res = await fetch(`/api/rooms/availability?${params}`, { credentials: "include", signal });
      await throwIfResNotOk(res);
      return res.json();
    },
    enabled: datesReady,
    staleTime: 0,
  });
}
