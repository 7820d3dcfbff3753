import type { ReservationStatus } from "@shared/enums";
import { shiftDate } from "@shared/pousada-time";
import type { InsertReservation, ReservationFormInput } from "@shared/validators/reservations";
import { todayAtPousada } from "@/lib/calendar-date";
import type { ReservationRecord } from "../api/use-reservations";

/**
 * What the form holds: the schema's input with every field present (inputs are never uncontrolled); the FNRH's travel
 * reason and transport as their codes, "" while not chosen.
 */
export type ReservationFormValues = Required<Omit<ReservationFormInput, "status" | "travelReason" | "transport">> & {
  status: ReservationStatus;
  travelReason: string;
  transport: string;
};

/** "450.00" -> "450,00": amounts are typed and shown with the Brazilian decimal comma. */
export const toAmountInput = (decimal: string) => decimal.replace(".", ",");

/** A new booking: from today (or the map cell clicked) for one night, one guest; sent as confirmed (docs/product.md §7.1). */
export function newReservationForm(start?: { roomId?: string; checkInDate?: string }): ReservationFormValues {
  const checkInDate = start?.checkInDate ?? todayAtPousada();
  return {
    guestId: "",
    roomId: start?.roomId ?? "",
    checkInDate,
    checkOutDate: shiftDate(checkInDate, 1),
    numberOfGuests: 1,
    adults: 1,
    children: 0,
    childrenAges: [],
    totalAmount: "",
    status: "confirmed",
    notes: "",
    motivoDesconto: "",
    origem: "balcao",
    overrideRestrictions: false,
    travelReason: "",
    transport: "",
  };
}

export function reservationToFormValues(reservation: ReservationRecord): ReservationFormValues {
  return {
    guestId: reservation.guestId,
    roomId: reservation.roomId,
    checkInDate: reservation.checkInDate,
    checkOutDate: reservation.checkOutDate,
    numberOfGuests: reservation.numberOfGuests,
    adults: reservation.adults,
    children: reservation.children,
    // Ages not known (a reservation made before the quote) are asked for again.
    childrenAges:
      reservation.childrenAges.length === reservation.children
        ? reservation.childrenAges.map(String)
        : Array.from({ length: reservation.children }, () => ""),
    totalAmount: toAmountInput(reservation.totalAmount),
    status: reservation.status as ReservationStatus,
    notes: reservation.notes ?? "",
    motivoDesconto: reservation.motivoDesconto ?? "",
    origem: reservation.origem as ReservationFormValues["origem"],
    overrideRestrictions: false,
    travelReason: reservation.travelReason ?? "",
    transport: reservation.transport ?? "",
  };
}

/** The edit dialog's PUT body: every field but the guest, who does not change. */
export function toUpdateBody({ guestId: _guest, ...values }: InsertReservation) {
  return values;
}
