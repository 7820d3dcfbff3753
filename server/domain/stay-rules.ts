// The rules a stay's room and nights follow, wherever they change (a new booking, an edit, a room move, an
// extension, an early departure): docs/product.md §7.3, §7.4 and §8.2.
import type { SegmentView } from "@shared/api/reservations";
import type { Room } from "@shared/api/rooms";
import { fromCentavos, toCentavos } from "@shared/money";
import { brDate, calendarDateAt, shiftDate } from "@shared/pousada-time";
import { nightsBetween } from "@shared/reservations";
import { ConflictError, ValidationError } from "../errors";
import type { storage } from "../storage";
import { recomputePaymentStatus } from "./billing";

export const RESERVATION_NOT_FOUND = "Reserva não encontrada";

type Storage = ReturnType<typeof storage>;

/** A room a stay may be booked into: it exists, is active and is not out of order. */
export async function bookableRoom(rooms: Storage["rooms"], roomId: string) {
  const room = await rooms.findById(roomId);
  if (!room) throw new ValidationError("Quarto não encontrado", "roomId");
  if (!room.isActive) throw new ValidationError("Este quarto está inativo e não pode ser reservado", "roomId");
  if (room.status === "out_of_order") {
    throw new ConflictError("Este quarto está fora de ordem e não pode ser reservado", "roomId");
  }
  return room;
}

/** The room holds the party: its capacity plus its extra beds (docs/product.md §6.2). */
export function checkCapacity(room: Pick<Room, "number" | "capacity" | "extraBeds">, numberOfGuests: number) {
  const most = room.capacity + room.extraBeds;
  if (numberOfGuests > most) {
    throw new ConflictError(`O quarto ${room.number} comporta no máximo ${most} hóspedes`, "numberOfGuests");
  }
}

/**
 * The room is free for the nights [from, to) but for the reservation's own: else 409 naming the first night
 * taken. A check before writing, for the message; the no-overlap constraint keeps the last word against a race.
 */
export async function checkFreeNights(
  segments: Storage["segments"],
  room: Pick<Room, "id" | "number">,
  nights: { from: string; to: string; reservationId?: string },
  field: string,
) {
  const taken = await segments.firstTaken(room.id, nights.from, nights.to, nights.reservationId);
  if (taken) {
    const night = taken.from > nights.from ? taken.from : nights.from;
    throw new ConflictError(`Quarto ${room.number} ocupado na noite de ${brDate(night)}`, field);
  }
}

/** The nights [from, to) a segment shares with [a, b). */
function sharedNights(a: string, b: string, from: string, to: string) {
  const start = a > from ? a : from;
  const end = b < to ? b : to;
  return end > start ? nightsBetween(start, end) : 0;
}

/**
 * What the nights [from, to) of a stay are worth, in centavos (docs/product.md §7.4): a segment with its own price
 * at that price; the others share what is left of the agreed total, pro rata by nights, rounded half up. What a
 * shortened stay takes off its total and what a room move that changes the rate replaces.
 */
export function nightsValueCentavos(
  segments: ReadonlyArray<Pick<SegmentView, "from" | "to" | "pricePerNight">>,
  totalAmount: string,
  nights: { from: string; to: string },
) {
  let priced = 0;
  let pricedPart = 0;
  let agreedNights = 0;
  let agreedPart = 0;
  for (const segment of segments) {
    const all = nightsBetween(segment.from, segment.to);
    const part = sharedNights(segment.from, segment.to, nights.from, nights.to);
    if (segment.pricePerNight === null) {
      agreedNights += all;
      agreedPart += part;
    } else {
      priced += all * toCentavos(segment.pricePerNight);
      pricedPart += part * toCentavos(segment.pricePerNight);
    }
  }
  const agreed = Math.max(0, toCentavos(totalAmount) - priced);
  // Integer arithmetic only: agreed x part / nights, rounded half up.
  const agreedShare = agreedNights ? Math.floor((2 * agreed * agreedPart + agreedNights) / (2 * agreedNights)) : 0;
  return pricedPart + agreedShare;
}

/**
 * An early departure (docs/product.md §8.2), on a reservation the caller has locked: the check-out date becomes the
 * pousada's today (at least one night after the check-in), the segments are cut there (migrations/0011's trigger)
 * and the total loses exactly what the nights removed were worth. Nothing changes for a stay not booked past today.
 */
export async function endStayToday(
  s: Storage,
  reservation: NonNullable<Awaited<ReturnType<Storage["reservations"]["lockById"]>>>,
  now: Date,
) {
  const today = calendarDateAt(now, await s.settings.timeZone());
  const checkOutDate = today > reservation.checkInDate ? today : shiftDate(reservation.checkInDate, 1);
  if (checkOutDate >= reservation.checkOutDate) return;
  const gone = { from: checkOutDate, to: reservation.checkOutDate };
  // The nights removed are worth their stored price (docs/decisions/0054), or their share before the quote.
  const removed =
    (await s.reservationNights.valueCentavos(reservation.id, reservation.totalAmount, gone.from, gone.to)) ??
    nightsValueCentavos(await s.segments.listForReservation(reservation.id), reservation.totalAmount, gone);
  const totalAmount = fromCentavos(Math.max(0, toCentavos(reservation.totalAmount) - removed));
  await s.reservations.setStay(reservation.id, { checkOutDate, totalAmount }, now);
  await s.reservationNights.trim(reservation.id, reservation.checkInDate, checkOutDate);
  await recomputePaymentStatus(s, reservation.id);
}
