// GET /api/reservations/:id/cancellation-proposal (docs/product.md §10.7): the reservation, what it holds, its
// policy and the pousada's today, read once, and the split proposeCancellation gives.
import type { CancellationProposal } from "@shared/api/cancellation-proposal";
import { calendarDateAt } from "@shared/pousada-time";
import { geralOf } from "@shared/validators/settings";
import type { DbOrTx } from "../db";
import { NotFoundError } from "../errors";
import { storage } from "../storage";
import { billOf } from "./billing";
import type { Clock } from "./clock";
import { policyOfReservation } from "./cancellation-policy-of";
import { proposeCancellation } from "./cancellation-proposal";
import { RESERVATION_NOT_FOUND } from "./stay-rules";

export async function cancellationProposal(
  db: DbOrTx,
  clock: Clock,
  id: string,
  status: "cancelled" | "no_show",
): Promise<CancellationProposal> {
  const s = storage(db);
  const reservation = await s.reservations.findById(id);
  if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
  const [bill, geral, { policy, source }] = await Promise.all([
    billOf(s, id),
    s.settings.get("geral").then(geralOf),
    policyOfReservation(db, reservation),
  ]);
  return proposeCancellation({
    paidCentavos: bill!.paidCentavos,
    status,
    checkInDate: reservation.checkInDate,
    bookedOn: calendarDateAt(reservation.createdAt, geral.timeZone),
    today: calendarDateAt(clock(), geral.timeZone),
    origem: reservation.origem,
    policy,
    source,
    fallbackCreditMonths: geral.creditValidityMonths,
  });
}
