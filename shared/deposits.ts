// The deposit (sinal) of a reservation (docs/product.md §15.5, docs/decisions/0055): the rules both sides read.
import { formatReais, toCentavos } from "./money";
import { wallClock } from "./pousada-time";

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

const pad = (n: number) => String(n).padStart(2, "0");

/** 'Sinal: R$ 150,00 até 27/11 14:30', the deadline on the pousada's wall clock ('Sinal: R$ 150,00' without one). */
export function depositText(amount: string, dueAt: Date | string | null, timeZone: string): string {
  const text = `Sinal: ${formatReais(toCentavos(amount))}`;
  if (dueAt === null) return text;
  const w = wallClock(new Date(dueAt), timeZone);
  return `${text} até ${pad(w.day)}/${pad(w.month)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** What is left to pay of the deposit, in centavos (0 once paid; the deposit itself when nothing was paid). */
export const depositMissingCentavos = (amount: string, paidCentavos: number) =>
  Math.max(toCentavos(amount) - Math.max(paidCentavos, 0), 0);
