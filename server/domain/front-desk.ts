// Check-in and check-out: each is one transaction over the stay, the room and the reservation, so a failure at
// any step leaves all three as they were. "Today" is the pousada's (America/Sao_Paulo), from the server's clock.
import { and, count, eq, lte, gte, notExists, sql } from "drizzle-orm";
import { checkInOut, payments, productConsumption, products, reservations, rooms } from "@shared/schema";
import type { FrontDeskOverview, StayFolio, StayView } from "@shared/schema";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import { nightsBetween } from "@shared/reservations";
import type { Db } from "../db";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { reservationsStorage } from "../storage/reservations";
import { staysStorage } from "../storage/stays";

export const STAY_NOT_FOUND = "Registro de hospedagem não encontrado";
const RESERVATION_NOT_FOUND = "Reserva não encontrada";

/** dd/MM/yyyy of a calendar date, for the refusals' text. */
const brDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export type Clock = () => Date;

export function frontDesk(db: Db, clock: Clock = () => new Date()) {
  const stays = staysStorage(db);

  async function readStay(id: string): Promise<StayView> {
    const stay = await stays.findView(id);
    if (!stay) throw new NotFoundError(STAY_NOT_FOUND);
    return stay;
  }

  return {
    list: () => stays.list(),

    async overview(): Promise<FrontDeskOverview> {
      const today = calendarDateAt(clock());
      const hasStay = db.select({ one: sql`1` }).from(checkInOut).where(eq(checkInOut.reservationId, reservations.id));
      const [pendingCheckIns, active, [{ total }]] = await Promise.all([
        // SPEC section 4: confirmed, due today or earlier, no check-in yet; a stay whose dates are over is a no-show.
        reservationsStorage(db).listWhere(
          and(
            eq(reservations.status, "confirmed"),
            lte(reservations.checkInDate, today),
            gte(reservations.checkOutDate, today),
            notExists(hasStay),
          )!,
        ),
        stays.listActive(),
        db.select({ total: count() }).from(checkInOut),
      ]);
      const activeStays = active.map((stay) => ({
        ...stay,
        departsToday: stay.reservation.checkOutDate === today,
        late: stay.reservation.checkOutDate < today,
      }));
      return {
        today,
        pendingCheckIns,
        activeStays,
        checkOutsDue: activeStays.filter((stay) => stay.departsToday || stay.late),
        totalRecords: total,
      };
    },

    async checkIn(input: { reservationId: string; guestId?: string; roomId?: string; notes?: string | null }) {
      const stayId = await db.transaction(async (tx) => {
        // Row locks: two desks checking in the same reservation, or into the same room, take turns.
        const [reservation] = await tx
          .select()
          .from(reservations)
          .where(eq(reservations.id, input.reservationId))
          .for("update");
        if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
        if ((input.guestId && input.guestId !== reservation.guestId) || (input.roomId && input.roomId !== reservation.roomId)) {
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
        const today = calendarDateAt(now);
        if (reservation.checkInDate > today) {
          throw new ConflictError(`O check-in desta reserva é só em ${brDate(reservation.checkInDate)}.`, "checkInDate");
        }
        if (reservation.checkOutDate < today) {
          throw new ConflictError(
            `Esta reserva terminou em ${brDate(reservation.checkOutDate)}: marque-a como Não Compareceu.`,
            "checkOutDate",
          );
        }
        const [room] = await tx.select().from(rooms).where(eq(rooms.id, reservation.roomId)).for("update");
        if (room!.status === "occupied") throw new ConflictError(`O quarto ${room!.number} está ocupado.`, "roomId");
        if (room!.status === "out_of_order") {
          throw new ConflictError(`O quarto ${room!.number} está fora de ordem.`, "roomId");
        }

        const id = await staysStorage(tx).insert({
          reservationId: reservation.id,
          guestId: reservation.guestId,
          roomId: reservation.roomId,
          checkInTime: now,
          actualCheckInDate: now,
          notes: input.notes ?? null,
        });
        await tx.update(rooms).set({ status: "occupied", updatedAt: now }).where(eq(rooms.id, reservation.roomId));
        await tx
          .update(reservations)
          .set({ status: "checked_in", updatedAt: now })
          .where(eq(reservations.id, reservation.id));
        return id;
      });
      return readStay(stayId);
    },

    async checkOut(stayId: string, notes?: string | null) {
      await db.transaction(async (tx) => {
        const [stay] = await tx.select().from(checkInOut).where(eq(checkInOut.id, stayId)).for("update");
        if (!stay) throw new NotFoundError(STAY_NOT_FOUND);
        if (stay.checkOutTime) throw new ConflictError("O check-out desta hospedagem já foi realizado.", "checkOutTime");
        const now = clock();
        // A note sent at check-out is kept; an empty one leaves the check-in note as it was.
        await tx
          .update(checkInOut)
          .set({ checkOutTime: now, actualCheckOutDate: now, updatedAt: now, ...(notes && { notes }) })
          .where(eq(checkInOut.id, stayId));
        await tx.update(rooms).set({ status: "cleaning", updatedAt: now }).where(eq(rooms.id, stay.roomId));
        await tx
          .update(reservations)
          .set({ status: "completed", updatedAt: now })
          .where(eq(reservations.id, stay.reservationId));
      });
      return readStay(stayId);
    },

    /** 'Ver Detalhes': the stay with what was paid and consumed against its reservation. */
    async folio(stayId: string): Promise<StayFolio> {
      const stay = await readStay(stayId);
      const [paid, consumed] = await Promise.all([
        db
          .select({
            id: payments.id,
            amount: payments.amount,
            method: payments.method,
            status: payments.status,
            description: payments.description,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .where(eq(payments.reservationId, stay.reservationId))
          .orderBy(payments.createdAt),
        db
          .select({
            id: productConsumption.id,
            productName: products.name,
            quantity: productConsumption.quantity,
            unitPrice: productConsumption.unitPrice,
            totalAmount: productConsumption.totalAmount,
            consumedAt: productConsumption.consumedAt,
          })
          .from(productConsumption)
          .innerJoin(products, eq(products.id, productConsumption.productId))
          .where(eq(productConsumption.reservationId, stay.reservationId))
          .orderBy(productConsumption.consumedAt),
      ]);
      return {
        stay,
        nights: nightsBetween(stay.reservation.checkInDate, stay.reservation.checkOutDate),
        payments: paid.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
        consumption: consumed.map((c) => ({ ...c, consumedAt: c.consumedAt.toISOString() })),
        paidTotal: fromCentavos(
          paid.filter((p) => p.status === "completed").reduce((sum, p) => sum + toCentavos(p.amount), 0),
        ),
        consumedTotalCentavos: consumed.reduce((sum, c) => sum + c.totalAmount, 0),
      };
    },
  };
}
