import type { QueryClient } from "@tanstack/react-query";
import { roomsQueryKey } from "@/api/use-rooms";
import { availabilityQueryKey } from "./use-available-rooms";
import { reservationsQueryKey } from "./use-reservations";

// SPEC section 7: a reservation change refetches the reservations, the dashboard stats and the rooms; the rooms
// free for a stay change with it too.
export function invalidateReservationQueries(queryClient: QueryClient) {
  return Promise.all(
    [reservationsQueryKey, ["/api/dashboard/stats"], roomsQueryKey, availabilityQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
