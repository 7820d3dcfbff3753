// Trocar Quarto (docs/product.md §7.4): a stay not yet checked in moves whole; a guest in the house moves from a
// night on, the nights before staying in the old room. One transaction over the reservation, its segments, its
// stay and both rooms; the segments' no-overlap constraint keeps the last word against a racing booking or move.
import type { ReservationStatus } from "@shared/enums";
import { fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import type { RoomMoveInput } from "@shared/validators/reservations";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { recomputePaymentStatus } from "./billing";
import { systemClock, type Clock } from "./clock";
import { MAX_TOTAL_CENTAVOS, quoteFor, TOTAL_TOO_LARGE } from "./reservation-quote";
import { reservationsDomain } from "./reservations";
import { bookableRoom, checkCapacity, checkFreeNights, nightsValueCentavos, RESERVATION_NOT_FOUND } from "./stay-rules";

const MOVABLE: readonly ReservationStatus[] = ["pending", "confirmed", "checked_in"];

export function roomMoveDomain(db: Db, clock: Clock = systemClock) {
  const reservations = reservationsDomain(db, clock);

  async function move(id: string, input: RoomMoveInput) {
    await db.transaction(async (tx) => {
      const s = storage(tx);
      const reservation = await s.reservations.lockById(id);
      if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
      const status = reservation.status as ReservationStatus;
      if (!MOVABLE.includes(status)) {
        throw new ConflictError(
          "Só é possível trocar o quarto de uma reserva pendente, confirmada ou em andamento",
          "status",
        );
      }
      if (input.roomId === reservation.roomId) throw new ConflictError("A reserva já está neste quarto", "roomId");
      const room = await bookableRoom(s.rooms, input.roomId);
      checkCapacity(room, reservation.numberOfGuests);

      const inHouse = status === "checked_in";
      const now = clock();
      const today = calendarDateAt(now, await s.settings.timeZone());
      const from = inHouse ? (input.date ?? today) : reservation.checkInDate;
      if (inHouse && (from < reservation.checkInDate || from >= reservation.checkOutDate)) {
        throw new ValidationError("A data da troca deve ser uma noite desta estadia", "date");
      }
      if (inHouse && from > today) {
        throw new ValidationError(
          "A troca de um hóspede hospedado vale a partir de hoje ou de uma data passada",
          "date",
        );
      }
      const to = reservation.checkOutDate;
      await checkFreeNights(s.segments, room, { from, to, reservationId: id }, "roomId");

      // keepRate (the default): the nights keep the price they had; false: they take the new room's quote, and the
      // total changes by what they were worth (as stored, or their share before the quote) against what they cost now.
      const segments = await s.segments.listForReservation(id);
      const held = segments.find((seg) => seg.from <= from && from < seg.to);
      const keepRate = input.keepRate ?? true;
      const price = keepRate ? (held?.pricePerNight ?? null) : room.pricePerNight;
      let totalAmount: string | undefined;
      let nights: Awaited<ReturnType<typeof quoteFor>>["nights"] | undefined;
      if (!keepRate) {
        const before =
          (await s.reservationNights.valueCentavos(id, reservation.totalAmount, from, to)) ??
          nightsValueCentavos(segments, reservation.totalAmount, { from, to });
        const quote = await quoteFor(tx, clock, { ...reservation, roomId: room.id });
        nights = quote.nights.filter((n) => n.date >= from && n.date < to);
        const after = nights.reduce((sum, n) => sum + toCentavos(n.price), 0);
        const total = Math.max(0, toCentavos(reservation.totalAmount) - before + after);
        if (total > MAX_TOTAL_CENTAVOS) {
          throw new ValidationError(TOTAL_TOO_LARGE, "keepRate");
        }
        totalAmount = fromCentavos(total);
      }

      await s.segments.splitAt(id, from, to, room.id, price);
      await s.reservations.setStay(id, { roomId: room.id, ...(totalAmount && { totalAmount }) }, now);
      if (nights) await s.reservationNights.replace(id, nights, { from, to });
      if (totalAmount) await recomputePaymentStatus(s, id);
      if (inHouse) {
        const stay = await s.stays.lockOpenForReservation(id);
        if (stay) await s.stays.setRoom(stay.id, room.id, now);
        await s.rooms.updateStatus(reservation.roomId, "cleaning", now);
        await s.rooms.updateStatus(room.id, "occupied", now);
      }
    });
  }

  return {
    /** POST /api/reservations/:id/room-move: the reservation with its segments, after the move. */
    async move(id: string, input: RoomMoveInput) {
      await retryOnConflict(() => move(id, input));
      return reservations.get(id);
    },
  };
}
