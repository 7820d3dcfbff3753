// Check-in and check-out: each is one transaction over the stay, the room and the reservation, so a failure at
// any step leaves all three as they were. "Today" is the pousada's (its time zone, Configurações > Geral), from the
// server's clock.
import type { FrontDeskOverview, StayFolio, StayView } from "@shared/api/stays";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { formatReais, fromCentavos } from "@shared/money";
import { brDate, calendarDateAt, clockTimeAt } from "@shared/pousada-time";
import { nightsBetween } from "@shared/reservations";
import { geralOf } from "@shared/validators/settings";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { billOf } from "./billing";
import { systemClock, type Clock } from "./clock";
import { requireFichaReady } from "./fnrh-ficha";
import { endStayToday, RESERVATION_NOT_FOUND } from "./stay-rules";

export const STAY_NOT_FOUND = "Registro de hospedagem não encontrado";

interface CheckOutOptions {
  notes?: string | null;
  confirmBalanceDue?: boolean;
  shortenStay?: boolean;
}

/** What follows a move once it is committed: the FNRH's register queued (server/fnrh/queue.ts). */
export interface FrontDeskHooks {
  checkedIn?(reservationId: string): Promise<void>;
  checkedOut?(reservationId: string): Promise<void>;
}

export function frontDeskDomain(db: Db, clock: Clock = systemClock, hooks: FrontDeskHooks = {}) {
  const { consumption, payments, reservations, settings, stays } = storage(db);

  async function readStay(id: string): Promise<StayView> {
    const stay = await stays.findView(id);
    if (!stay) throw new NotFoundError(STAY_NOT_FOUND);
    return stay;
  }

  return {
    list: () => stays.list(),

    async overview(): Promise<FrontDeskOverview> {
      // Geral first: its time zone says which day "today" is.
      const geral = geralOf(await settings.get("geral"));
      const now = clock();
      const today = calendarDateAt(now, geral.timeZone);
      const [pendingCheckIns, active, totalRecords] = await Promise.all([
        reservations.listPendingCheckIns(today),
        stays.listActive(),
        stays.count(),
      ]);
      // Late: past the departure day, or on it past the pousada's check-out hour (Configurações > Geral).
      const pastCheckOutHour = clockTimeAt(now, geral.timeZone) >= geral.checkOutTime;
      const activeStays = active.map((stay) => ({
        ...stay,
        departsToday: stay.reservation.checkOutDate === today,
        late: stay.reservation.checkOutDate < today || (stay.reservation.checkOutDate === today && pastCheckOutHour),
      }));
      return {
        today,
        pendingCheckIns,
        activeStays,
        checkOutsDue: activeStays.filter((stay) => stay.departsToday || stay.late),
        totalRecords,
      };
    },

    async checkIn(input: { reservationId: string; guestId?: string; roomId?: string; notes?: string | null }) {
      const stayId = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const { reservations, rooms, settings, stays } = storage(tx);
          // Row locks: two desks checking in the same reservation, or into the same room, take turns.
          const reservation = await reservations.lockById(input.reservationId);
          if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
          if (
            (input.guestId && input.guestId !== reservation.guestId) ||
            (input.roomId && input.roomId !== reservation.roomId)
          ) {
            throw new ValidationError("O hóspede ou o quarto informado não é o desta reserva", "reservationId");
          }
          const status = reservation.status as ReservationStatus;
          if (status === "checked_in" || status === "completed") {
            throw new ConflictError("O check-in desta reserva já foi realizado.", "reservationId");
          }
          if (status !== "confirmed") {
            throw new ConflictError(
              `Só é possível fazer check-in de uma reserva confirmada (esta está "${RESERVATION_STATUS_LABELS[status] ?? status}").`,
              "status",
            );
          }
          const now = clock();
          const today = calendarDateAt(now, await settings.timeZone());
          if (reservation.checkInDate > today) {
            throw new ConflictError(
              `O check-in desta reserva é só em ${brDate(reservation.checkInDate)}.`,
              "checkInDate",
            );
          }
          if (reservation.checkOutDate < today) {
            throw new ConflictError(
              `Esta reserva terminou em ${brDate(reservation.checkOutDate)}: marque-a como Não Compareceu.`,
              "checkOutDate",
            );
          }
          const room = (await rooms.lockById(reservation.roomId))!;
          if (room.status === "occupied") throw new ConflictError(`O quarto ${room.number} está ocupado.`, "roomId");
          if (room.status === "out_of_order") {
            throw new ConflictError(`O quarto ${room.number} está fora de ordem.`, "roomId");
          }
          // The FNRH's ficha: a minor without a responsible adult and authorisation never; the rest per the settings.
          await requireFichaReady(tx, reservation, today);

          const id = await stays.insert({
            reservationId: reservation.id,
            guestId: reservation.guestId,
            roomId: reservation.roomId,
            checkInTime: now,
            actualCheckInDate: now,
            notes: input.notes ?? null,
          });
          await rooms.updateStatus(reservation.roomId, "occupied", now);
          await reservations.setStatus(reservation.id, "checked_in", now);
          return id;
        }),
      );
      const stay = await readStay(stayId);
      await hooks.checkedIn?.(stay.reservationId);
      return stay;
    },

    /**
     * With a balance due the guest leaves only once the clerk confirmed it (`confirmBalanceDue`): else 409 naming
     * the balance, and the screen asks first (docs/product.md §8.2). `shortenStay`: an early departure ends the
     * stay today, freeing the nights left, and the total loses what those nights were worth.
     */
    async checkOut(stayId: string, { notes, confirmBalanceDue = false, shortenStay = false }: CheckOutOptions = {}) {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const s = storage(tx);
          const { reservations, rooms, stays } = s;
          const stay = await stays.lockById(stayId);
          if (!stay) throw new NotFoundError(STAY_NOT_FOUND);
          if (stay.checkOutTime)
            throw new ConflictError("O check-out desta hospedagem já foi realizado.", "checkOutTime");
          // Locked as a payment locks it, so the balance read is the one the guest leaves with.
          const reservation = (await reservations.lockById(stay.reservationId))!;
          const now = clock();
          if (shortenStay) await endStayToday(s, reservation, now);
          const bill = await billOf(s, stay.reservationId);
          if (bill && bill.balanceCentavos > 0 && !confirmBalanceDue) {
            throw new ConflictError(
              `Hóspede com saldo devedor de ${formatReais(bill.balanceCentavos)}`,
              "saldoDevedor",
            );
          }
          // A note sent at check-out is kept; an empty one leaves the check-in note as it was.
          await stays.close(stayId, now, notes || undefined);
          await rooms.updateStatus(stay.roomId, "cleaning", now);
          await reservations.setStatus(stay.reservationId, "completed", now);
        }),
      );
      const stay = await readStay(stayId);
      await hooks.checkedOut?.(stay.reservationId);
      return stay;
    },

    /** 'Ver Detalhes': the stay with what was paid and consumed against its reservation. */
    async folio(stayId: string): Promise<StayFolio> {
      const stay = await readStay(stayId);
      const [paid, consumed] = await Promise.all([
        payments.listForReservation(stay.reservationId),
        consumption.listForReservation(stay.reservationId),
      ]);
      return {
        stay,
        nights: nightsBetween(stay.reservation.checkInDate, stay.reservation.checkOutDate),
        payments: paid.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
        consumption: consumed.map((c) => ({ ...c, consumedAt: c.consumedAt.toISOString() })),
        // Completed payments less their refunds, as the reservation's folio counts them (GET /api/reservations/:id/folio).
        paidTotal: fromCentavos((await billOf(storage(db), stay.reservationId))!.paidCentavos),
        consumedTotalCentavos: consumed.reduce((sum, c) => sum + c.totalAmount, 0),
      };
    },
  };
}
