// Booking rules both sides use: nights and the price estimate (docs/product.md §7.3),
// and the status moves a person may make (docs/product.md §7.2).
import { LIVE_RESERVATION_STATUSES, type ReservationOrigin, type ReservationStatus } from "./enums";
import { fromCentavos, toCentavos } from "./money";

const DAY_MS = 86_400_000;

/** A calendar date "YYYY-MM-DD" as a UTC instant: date-only values never meet a time zone. */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days between check-in and check-out, rounded up, minimum 1 (docs/product.md §7.3). NaN dates give 1. */
export function nightsBetween(checkInDate: string, checkOutDate: string): number {
  const days = Math.ceil((dayOf(checkOutDate) - dayOf(checkInDate)) / DAY_MS);
  return Number.isFinite(days) && days > 1 ? days : 1;
}

/** nights x price per night, as the decimal string the total column takes. */
export function estimateStayTotal(checkInDate: string, checkOutDate: string, pricePerNight: string): string {
  return fromCentavos(nightsBetween(checkInDate, checkOutDate) * toCentavos(pricePerNight));
}

/** Whether a reservation in `status` holds its room (LIVE_RESERVATION_STATUSES; the no-overlap constraint ignores the others). */
/**
 * Whether a new reservation of this origin waits for the tarifário's deposit (docs/decisions/0054): a sale at a
 * distance the pousada makes itself (phone, WhatsApp, its booking page). At the desk the guest is there and pays
 * there; a channel collects its own payment. So an installation that never set a deposit rule does not see its desk
 * bookings turned pending and released.
 */
export const originTakesDeposit = (origem: ReservationOrigin | string | null | undefined) =>
  origem === "distancia" || origem === "site";

export const isLiveStatus = (status: string) => (LIVE_RESERVATION_STATUSES as readonly string[]).includes(status);

/**
 * The moves the list dropdown and the edit dialog offer. checked_in and completed are reached only through
 * check-in and check-out, and nothing leaves them by hand; a reservation may always stay where it is.
 */
const MANUAL_MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ["confirmed", "cancelled", "no_show"],
  confirmed: ["pending", "cancelled", "no_show"],
  cancelled: ["pending"],
  no_show: ["pending"],
  checked_in: [],
  completed: [],
};

export function allowedStatusMoves(from: ReservationStatus): readonly ReservationStatus[] {
  return MANUAL_MOVES[from];
}

export function canMoveStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return from === to || MANUAL_MOVES[from].includes(to);
}

/** Statuses a new reservation may start in. */
export const INITIAL_RESERVATION_STATUSES = ["pending", "confirmed"] as const;
