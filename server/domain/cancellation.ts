// Cancelling a reservation, or marking a no-show, when it holds money (docs/product.md §10.7, docs/decisions/0031):
// ONE transaction locks the reservation and its payments, refuses the move unless the clerk said what becomes of the
// net amount paid, then refunds, keeps a fee, turns the rest into a guest credit, records the split and moves the
// status. The bill then holds only the fee, so it balances to zero; the fee is reclassified money (decision 0037).
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { formatReais, fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import { addMonths, monthEnd } from "@shared/report-periods";
import { canMoveStatus } from "@shared/reservations";
import type { ReleaseReservation } from "@shared/validators/cancellations";
import { geralOf } from "@shared/validators/settings";
import type { Db, DbOrTx } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { billOf, recomputePaymentStatus } from "./billing";
import type { Clock } from "./clock";
import { reclassifyFee, type HeldPart } from "./cancellation-fee";
import { policyOfReservation } from "./cancellation-policy-of";
import { RESERVATION_NOT_FOUND } from "./stay-rules";
import { refundLocked } from "./payment-refund";
import type { Store } from "./transaction";

type Reservation = NonNullable<Awaited<ReturnType<Store["reservations"]["lockById"]>>>;

/** The same day `months` later, or the month's last day when it has no such day (31 Jan + 1 -> 28/29 Feb). */
function sameDayMonthsLater(date: string, months: number) {
  const end = monthEnd(addMonths(date, months));
  const day = Math.min(Number(date.slice(8, 10)), Number(end.slice(8, 10)));
  return `${end.slice(0, 8)}${String(day).padStart(2, "0")}`;
}

const centavosOf = (decimal: string | undefined) => (decimal ? toCentavos(decimal) : 0);

/**
 * Moves the reservation to cancelled or no_show, settling the money it holds; undefined when it already has that
 * status (nothing to settle: the caller's ordinary edit goes on).
 */
export async function releaseStay(db: Db, clock: Clock, id: string, input: ReleaseReservation, userId: string) {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const s = storage(tx);
      const reservation = await s.reservations.lockById(id);
      if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
      return releaseLocked(tx, s, reservation, input, userId, clock());
    }),
  );
}

/**
 * releaseStay's work on a reservation the caller has locked in its transaction (the deposit release job's too,
 * server/domain/deposit-release.ts); `userId` null: the system did it.
 */
export async function releaseLocked(
  tx: DbOrTx,
  s: Store,
  reservation: Reservation,
  input: ReleaseReservation,
  userId: string | null,
  now: Date,
) {
  const id = reservation.id;
  const credits = s.credits;
  const from = reservation.status as ReservationStatus;
  if (from === input.status) {
    if (!input.destinoPagamentos) return undefined;
    throw new ConflictError(`Esta reserva já está "${RESERVATION_STATUS_LABELS[from]}".`, "status");
  }
  if (!canMoveStatus(from, input.status)) {
    throw new ConflictError(
      `Não é possível mudar uma reserva de "${RESERVATION_STATUS_LABELS[from]}" para "${RESERVATION_STATUS_LABELS[input.status]}".`,
      "status",
    );
  }
  const held = await credits.lockPaymentsOf(id);
  const paid = (await billOf(s, id))!.paidCentavos;
  const destino = input.destinoPagamentos;
  if (paid > 0 && !destino) {
    throw new ConflictError(
      `Esta reserva tem ${formatReais(paid)} em pagamentos: informe o que fazer com o valor (reembolso, multa ou crédito)`,
      "destinoPagamentos",
    );
  }
  const [refund, fee, credit] = [destino?.reembolso, destino?.multa, destino?.credito].map(centavosOf) as [
    number,
    number,
    number,
  ];
  if (refund + fee + credit !== paid) {
    throw new ValidationError(
      `Reembolso, multa e crédito devem somar ${formatReais(paid)}, o valor pago pela reserva`,
      "destinoPagamentos",
    );
  }
  const geral = geralOf(await s.settings.get("geral"));
  const today = calendarDateAt(now, geral.timeZone);

  let left = refund;
  const kept: HeldPart[] = [];
  for (const payment of held) {
    const room = toCentavos(payment.amount) - toCentavos(payment.refundedAmount);
    const part = Math.min(room, left);
    if (part > 0) await refundLocked(s, payment, part, "Cancelamento da reserva", userId, now, today);
    left -= Math.max(part, 0);
    kept.push({ payment, left: room - Math.max(part, 0) });
  }
  if (fee > 0) await reclassifyFee(s, id, kept, fee, userId, now);
  if (credit > 0) {
    // The credit letter lasts what the stay's policy says (decision 0056), else Configurações > Geral's months.
    const { policy } = await policyOfReservation(tx, reservation);
    const months = policy && policy.creditMonths > 0 ? policy.creditMonths : geral.creditValidityMonths;
    await credits.insertCredit({
      guestId: reservation.guestId,
      originReservationId: id,
      amount: fromCentavos(credit),
      balance: fromCentavos(credit),
      expiresOn: sameDayMonthsLater(today, months),
      createdBy: userId,
      createdAt: now,
    });
  }
  await credits.insertCancellation({
    reservationId: id,
    status: input.status,
    refund: fromCentavos(refund),
    fee: fromCentavos(fee),
    credit: fromCentavos(credit),
    createdBy: userId,
    createdAt: now,
  });
  await s.reservations.setStatus(id, input.status, now);
  await recomputePaymentStatus(s, id);
  return id;
}
