// The guest's bill (folio) of a reservation: the nights, every consumption line, the payments with their refunds,
// and the balance, all computed in centavos and sent as decimal strings (docs/product.md §10.2).
import type { Folio, FolioLine } from "@shared/api/payments";
import { depositStateOf } from "@shared/deposits";
import { ROOM_TYPE_LABELS, type RoomType } from "@shared/enums";
import { maskCpf } from "@shared/identity";
import { fromCentavos, fromSignedCentavos, toCentavos } from "@shared/money";
import { nightsBetween } from "@shared/reservations";
import type { Db } from "../db";
import { NotFoundError } from "../errors";
import { storage } from "../storage";
import { billOf, paymentStatusFor } from "./billing";
import { segmentNightLines } from "./segment-lines";
import { paymentView } from "./payment-rules";
import { RESERVATION_NOT_FOUND } from "./stay-rules";

/**
 * The nights as one line: nights x the room's price when that is the agreed total; else nights x the agreed
 * price per night when the total divides evenly; else the agreed total as one line (a package, a rounded deal).
 */
function nightsLine(nights: number, totalAmount: string, pricePerNight: string, roomLabel: string): FolioLine {
  const total = toCentavos(totalAmount);
  const price = toCentavos(pricePerNight);
  const perNight = total === nights * price ? price : total % nights === 0 ? total / nights : null;
  const description = `Diárias - ${roomLabel}`;
  return perNight === null
    ? {
        kind: "diarias",
        description: `${description} (${nights} ${nights === 1 ? "diária" : "diárias"}, valor combinado)`,
        quantity: 1,
        unitPrice: fromCentavos(total),
        total: fromCentavos(total),
        at: null,
        consumptionId: null,
      }
    : {
        kind: "diarias",
        description,
        quantity: nights,
        unitPrice: fromCentavos(perNight),
        total: fromCentavos(total),
        at: null,
        consumptionId: null,
      };
}

/**
 * A discount given with its reason (docs/product.md §7.6): the nights at their full price, then the discount as its
 * own negative line; none when the total is not below nights x price.
 */
function discountedNightLines(
  nights: number,
  totalAmount: string,
  pricePerNight: string,
  roomLabel: string,
  motivo: string | null,
): FolioLine[] {
  const full = nights * toCentavos(pricePerNight);
  const discount = full - toCentavos(totalAmount);
  if (!motivo || discount <= 0) return [nightsLine(nights, totalAmount, pricePerNight, roomLabel)];
  return [
    nightsLine(nights, fromCentavos(full), pricePerNight, roomLabel),
    {
      kind: "desconto",
      description: `Desconto: ${motivo}`,
      quantity: 1,
      unitPrice: fromSignedCentavos(-discount),
      total: fromSignedCentavos(-discount),
      at: null,
      consumptionId: null,
    },
  ];
}

/** A cancellation's fee, the one line a cancelled or no-show stay's bill holds besides its consumption. */
const feeLine = (centavos: number): FolioLine => ({
  kind: "multa",
  description: "Multa de cancelamento",
  quantity: 1,
  unitPrice: fromCentavos(centavos),
  total: fromCentavos(centavos),
  at: null,
  consumptionId: null,
});

/** The deposit as the folio shows it: its amount, deadline and state at `now`. */
function depositOf(
  reservation: { depositAmount: string | null; depositDueAt: Date | null; status: string },
  paidCentavos: number,
  now: Date,
): Folio["deposit"] {
  const state = depositStateOf(reservation, paidCentavos, now);
  if (!state) return undefined;
  return {
    amount: reservation.depositAmount!,
    dueAt: reservation.depositDueAt?.toISOString() ?? null,
    state,
    pending: reservation.status === "pending",
  };
}

export async function readFolio(db: Db, reservationId: string, now: Date = new Date()): Promise<Folio> {
  const s = storage(db);
  const reservation = await s.reservations.findView(reservationId);
  if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
  const [guest, consumed, payments, bill, segments] = await Promise.all([
    s.guests.findById(reservation.guestId),
    s.consumption.listForReservation(reservationId),
    s.payments.listViewsForReservation(reservationId),
    billOf(s, reservationId),
    s.segments.listForReservation(reservationId),
  ]);
  const nights = nightsBetween(reservation.checkInDate, reservation.checkOutDate);
  const roomLabel = `Quarto ${reservation.room.number} (${ROOM_TYPE_LABELS[reservation.room.type as RoomType] ?? reservation.room.type})`;
  const { billCentavos, paidCentavos } = bill!;
  const consumedCentavos = consumed.reduce((sum, line) => sum + line.totalAmount, 0);
  const released = reservation.status === "cancelled" || reservation.status === "no_show";
  // A stay that changed room lists its nights room by room (docs/product.md §7.4).
  const lines: FolioLine[] = [
    ...(released
      ? [feeLine(billCentavos - consumedCentavos)]
      : segments.length > 1
        ? segmentNightLines(segments, reservation.totalAmount)
        : discountedNightLines(
            nights,
            reservation.totalAmount,
            reservation.room.pricePerNight,
            roomLabel,
            reservation.motivoDesconto,
          )),
    ...consumed.map((line): FolioLine => ({
      kind: "consumo",
      description: line.productName,
      quantity: line.quantity,
      unitPrice: fromCentavos(line.unitPrice),
      total: fromCentavos(line.totalAmount),
      at: line.consumedAt.toISOString(),
      consumptionId: line.id,
    })),
  ].filter((line) => line.kind !== "multa" || line.total !== "0.00");
  return {
    reservationId,
    guest: {
      id: reservation.guest.id,
      firstName: reservation.guest.firstName,
      lastName: reservation.guest.lastName,
      cpfMasked: maskCpf(guest?.cpf),
      phone: reservation.guest.phone,
    },
    room: { id: reservation.room.id, number: reservation.room.number, type: reservation.room.type },
    checkInDate: reservation.checkInDate,
    checkOutDate: reservation.checkOutDate,
    nights,
    lines,
    payments: payments.map(paymentView),
    total: fromCentavos(billCentavos),
    paid: fromCentavos(paidCentavos),
    balance: fromSignedCentavos(billCentavos - paidCentavos),
    statusPagamento: paymentStatusFor(billCentavos, paidCentavos),
    deposit: depositOf(reservation, paidCentavos, now),
  };
}
