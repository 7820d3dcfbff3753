import type { ReservationView } from "@shared/api";
import { usePagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

/** A reservation as the API sends it (with its guest and room); timestamps arrive as ISO strings. */
export type ReservationRecord = Omit<ReservationView, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

interface ReservationSearch {
  /** The guest's name or the room's number, as the clerk typed it; "" for every reservation. */
  search: string;
  /** One status; "" for every status. */
  status: string;
  /** A day's arrivals, departures or guests in the house; undefined for any date. */
  day?: { kind: "arrivals" | "departures" | "inHouse"; date: string };
  limit: number;
}

/** The reservations list a page at a time, latest stays first, searched and filtered on the server. */
export function useReservations({ search, status, day, limit }: ReservationSearch) {
  return usePagedList<ReservationRecord>(
    queryKeys.reservations.pages({
      limit,
      ...(search && { search }),
      ...(status && { status }),
      ...(day && { [day.kind]: day.date }),
    }),
  );
}
