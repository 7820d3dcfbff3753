// The deposit (sinal) of a reservation (docs/product.md §15.5, docs/decisions/0055): the rules both sides read.
import { toCentavos } from "./money";

/** Why the release job cancels a reservation: kept with its cancellation and shown with it. */
export const DEPOSIT_RELEASE_REASON = "Sinal não pago no prazo";

/** aguardando: not paid, still in time; pago: payments reached it; vencido: its deadline passed unpaid. */
export type DepositState = "aguardando" | "pago" | "vencido";

export const DEPOSIT_STATE_LABELS: Record<DepositState, string> = {
  aguardando: "aguardando",
  pago: "pago",
  vencido: "vencido",
};

interface WithDeposit {
  depositAmount: string | null;
  depositDueAt: Date | string | null;
}

/** The deposit in centavos, or null when the reservation was sold without one (or with a zero one). */
export function depositCentavos(reservation: Pick<WithDeposit, "depositAmount">): number | null {
  if (reservation.depositAmount === null) return null;
  const centavos = toCentavos(reservation.depositAmount);
  return centavos > 0 ? centavos : null;
}

/** Where the deposit stands with `paidCentavos` paid (net of refunds) at `now`; null without a deposit. */
export function depositStateOf(reservation: WithDeposit, paidCentavos: number, now: Date): DepositState | null {
  const deposit = depositCentavos(reservation);
  if (deposit === null) return null;
  if (paidCentavos >= deposit) return "pago";
  const due = reservation.depositDueAt === null ? null : new Date(reservation.depositDueAt);
  return due !== null && due.getTime() <= now.getTime() ? "vencido" : "aguardando";
}

/** A payment that brings a pending reservation's payments to its deposit confirms it. */
export function confirmsReservation(
  reservation: { status: string; depositAmount: string | null },
  paidCentavos: number,
): boolean {
  const deposit = depositCentavos(reservation);
  return reservation.status === "pending" && deposit !== null && paidCentavos >= deposit;
}
