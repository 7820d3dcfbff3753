import { useQuery } from "@tanstack/react-query";
import type { ReservationView } from "@shared/schema";

/** A reservation as the API sends it (with its guest and room); timestamps arrive as ISO strings. */
export type ReservationRecord = Omit<ReservationView, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

export const reservationsQueryKey = ["/api/reservations"] as const;

export function useReservations() {
  return useQuery<ReservationRecord[]>({ queryKey: reservationsQueryKey });
}
