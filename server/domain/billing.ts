// The reservation's payment status (statusPagamento) follows its bill: nights (the agreed total) plus consumption,
// against what was paid less refunds, all in centavos (docs/decisions/0012, 0015). Called inside the transaction
// that changed one of them, after the change, with the reservation's row already locked.
import type { storage } from "../storage";

export type PaymentStatus = "PENDENTE" | "PARCIAL" | "PAGO";

/** What the bill's storage query gives: the agreed total, the consumption and what was paid, in centavos. */
interface BillFigures {
  totalCentavos: number;
  consumedCentavos: number;
  paidCentavos: number;
}

/** PENDENTE: nothing paid; PAGO: paid covers the bill; PARCIAL: in between. */
export function paymentStatusFor(billCentavos: number, paidCentavos: number): PaymentStatus {
  if (paidCentavos <= 0) return "PENDENTE";
  return paidCentavos >= billCentavos ? "PAGO" : "PARCIAL";
}

/** The bill, what was paid and the balance due, in centavos. */
function billFrom(figures: BillFigures) {
  const billCentavos = figures.totalCentavos + figures.consumedCentavos;
  const paidCentavos = Math.max(figures.paidCentavos, 0);
  return { billCentavos, paidCentavos, balanceCentavos: billCentavos - paidCentavos };
}

/** The bill of a reservation; undefined for a reservation that does not exist. */
export async function billOf(s: ReturnType<typeof storage>, reservationId: string) {
  const figures = await s.billing.figuresOf(reservationId);
  return figures && billFrom(figures);
}

/** Writes the status the bill now calls for, and returns it. */
export async function recomputePaymentStatus(s: ReturnType<typeof storage>, reservationId: string) {
  const bill = await billOf(s, reservationId);
  if (!bill) return undefined;
  const status = paymentStatusFor(bill.billCentavos, bill.paidCentavos);
  await s.billing.setPaymentStatus(reservationId, status);
  return status;
}
