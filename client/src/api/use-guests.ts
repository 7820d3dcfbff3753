import { useQuery } from "@tanstack/react-query";
import type { Guest } from "@shared/schema";

/** A guest as the API sends it: timestamps arrive as ISO strings. */
export type GuestRecord = Omit<Guest, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

export const guestsQueryKey = ["/api/guests"] as const;

export function useGuests() {
  return useQuery<GuestRecord[]>({ queryKey: guestsQueryKey });
}
