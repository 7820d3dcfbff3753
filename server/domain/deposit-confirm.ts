// A deposit paid confirms its reservation (docs/product.md §15.5, docs/decisions/0055): inside the payment's own
// transaction, on the reservation the payment locked, so parallel payments confirm it once and a release job that
// holds the lock first leaves nothing to confirm (the payment is then refused: the reservation is cancelled).
import { confirmsReservation } from "@shared/deposits";
import type { Store } from "./transaction";

/** Moves a pending reservation to confirmed when `paidCentavos` (after this payment) reach its deposit; audited. */
export async function confirmIfDepositPaid(
  s: Store,
  stay: { id: string; status: string; depositAmount: string | null },
  paidCentavos: number,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  if (!confirmsReservation(stay, paidCentavos)) return false;
  await s.reservations.setStatus(stay.id, "confirmed", now);
  await s.audit.record({
    userId,
    action: "update",
    entity: "reservation",
    entityId: stay.id,
    method: null,
    path: "sinal-pago",
    status: null,
    ip: null,
    details: { fields: ["status"], changes: [{ field: "status", from: "pending", to: "confirmed" }] },
  });
  return true;
}
