import { guestFullName } from "@/lib/guest-name";
import type { ReservationRecord } from "../api/use-reservations";

export type StatusFilter = "all" | string;

/** SPEC section 2: the search matches the guest's full name (any case) or the room number; the filter a status. */
export function filterReservations(reservations: ReservationRecord[], search: string, status: StatusFilter) {
  const term = search.trim().toLocaleLowerCase("pt-BR");
  return reservations.filter(
    (reservation) =>
      (status === "all" || reservation.status === status) &&
      (!term ||
        guestFullName(reservation.guest).toLocaleLowerCase("pt-BR").includes(term) ||
        reservation.room.number.toLocaleLowerCase("pt-BR").includes(term)),
  );
}
