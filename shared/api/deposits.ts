// What GET /api/reservations/deposits answers: 'Aguardando sinal' (docs/product.md §15.5).
import type { DepositState } from "../deposits";

/** A pending reservation whose payments are still below its deposit. Money as decimal strings. */
export interface AwaitingDepositView {
  reservationId: string;
  guestName: string;
  roomNumber: string;
  checkInDate: string;
  amount: string;
  /** ISO instant (UTC). */
  dueAt: string;
  paid: string;
  state: DepositState;
}
