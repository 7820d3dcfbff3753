// The reservation's payment status (statusPagamento) follows its bill: nights (the agreed total) plus consumption,
// against what was paid less refunds, all in centavos (docs/decisions/0012, 0015). Called inside the transaction
// that changed one of them, after the change, with the reservation's row already locked.
import { toCentavos } from "@shared/money";
import type { storage } from "../storage";

export type PaymentStatus = "PENDENTE" | "PARCIAL" | "PAGO";

/** PENDENTE: nothing paid; PAGO: paid covers the bill; PARCIAL: in between. */
export function paymentStatusFor(billCentavos: number, paidCentavos: number): PaymentStatus {
  if (paidCentavos <= 0) return "PENDENTE";
  return paidCentavos >= billCentavos ? "PAGO" : "PARCIAL";
}

/** The bill and what was paid, in centavos; undefined for a reservation that does not exist. */
export async function billOf(s: ReturnType<typeof storage>, reservationId: string) {
  const figures = await s.billing.figuresOf(reservationId);
  if (!figures) return undefined;
  const billCentavos = toCentavos(figures.totalAmount) + figures.consumedCentavos;
  const paid = figures.paid.startsWith("-") ? 0 : toCentavos(figures.paid);
  return { billCentavos, paidCentavos: paid, balanceCentavos: billCentavos - paid };
}

/** Writes the status the bill now calls for, and returns it. */
export async function recomputePaymentStatus(s: ReturnType<typeof storage>, reservationId: string) {
  const bill = await billOf(s, reservationId);
  if (!bill) return undefined;
  const status = paymentStatusFor(bill.billCentavos, bill.paidCentavos);
  await s.billing.setPaymentStatus(reservationId, status);
  return status;
}
