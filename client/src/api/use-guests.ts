import { useQuery } from "@tanstack/react-query";
import type { Guest } from "@shared/api";
import { usePagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

/** A guest as the API sends it: timestamps arrive as ISO strings. */
export type GuestRecord = Omit<Guest, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

interface GuestSearch {
  /**
   * What the clerk typed; the server's one search rule (docs/product.md §12.4.1) for the Guests page and the typeahead.
   */
  search: string;
  /** Rows per page: a screenful and more for the register, about twenty for a typeahead. */
  limit: number;
}

/** The guest register read a page at a time, searched on the server (GET /api/guests?search=&limit=). */
export function useGuests({ search, limit }: GuestSearch, options?: { enabled?: boolean }) {
  return usePagedList<GuestRecord>(queryKeys.guests.pages({ limit, ...(search && { search }) }), options);
}

/** One guest in full (GET /api/guests/{id}), for the guest's edit dialog opened from the check-in's FNRH panel. */
export function useGuest(guestId: string | null) {
  return useQuery<GuestRecord>({ queryKey: queryKeys.guests.one(guestId ?? ""), enabled: guestId !== null });
}
