import type { QueryClient } from "@tanstack/react-query";
import { roomsQueryKey } from "@/api/use-rooms";
import { staysQueryKey } from "./use-front-desk-overview";

// Check-in and check-out move a stay, a reservation's status and a room's status at once (SPEC section 7), and
// every dashboard figure reads them; the reservation and availability keys are the Reservations feature's own.
const RELATED_QUERY_KEYS = [staysQueryKey, ["/api/reservations"], roomsQueryKey, ["/api/rooms/availability"]];

const isDashboardQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/dashboard");

export function invalidateFrontDeskQueries(queryClient: QueryClient) {
  return Promise.all([
    ...RELATED_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ predicate: (query) => isDashboardQuery(query.queryKey) }),
  ]);
}
