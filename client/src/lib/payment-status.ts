import type { PaymentView } from "@shared/api";
import { signedCentavos } from "@shared/money";

export interface PaymentStatusInfo {
  label: string;
  /** Badge colours. */
  className: string;
}

/** A payment's state as the desk reads it, refunds included: Recebido, Estorno parcial, Estornado... */
export function paymentStatusInfo(payment: Pick<PaymentView, "status" | "refundedAmount">): PaymentStatusInfo {
  const refunded = signedCentavos(payment.refundedAmount) ?? 0;
  if (payment.status === "refunded") return { label: "Estornado", className: "border-red-200 bg-red-50 text-red-800" };
  if (payment.status === "completed" && refunded > 0) {
    return { label: "Estorno parcial", className: "border-amber-300 bg-amber-50 text-amber-900" };
  }
  if (payment.status === "completed") {
    return { label: "Recebido", className: "border-emerald-300 bg-emerald-50 text-emerald-800" };
  }
  if (payment.status === "failed") return { label: "Falhou", className: "border-red-200 bg-red-50 text-red-800" };
  return { label: "Pendente", className: "border-amber-300 bg-amber-50 text-amber-900" };
}

/** What is left of a payment to give back, in centavos (amount - refunds so far). */
export function refundableCentavos(payment: Pick<PaymentView, "amount" | "refundedAmount">): number {
  const amount = signedCentavos(payment.amount) ?? 0;
  const refunded = signedCentavos(payment.refundedAmount) ?? 0;
  return Math.max(0, amount - refunded);
}
