import { useQuery } from "@tanstack/react-query";
import type { Room } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Rooms bookable for [checkIn, checkOut), counting the edited reservation's own stay as free. Asked afresh each
 * time a dialog needs it (other desks book too); the database still refuses a double booking.
 */
export function useAvailableRooms(checkIn: string, checkOut: string, excludeReservationId?: string) {
  const datesReady = CALENDAR_DATE.test(checkIn) && CALENDAR_DATE.test(checkOut) && checkOut > checkIn;
  return useQuery<Room[]>({
    queryKey: queryKeys.rooms.availability({ checkIn, checkOut, excludeReservationId }),
    enabled: datesReady,
    staleTime: 0,
  });
}
