import { PAYMENT_METHOD_LABELS, RESERVATION_PAYMENT_STATUS_LABELS, type PaymentMethod } from "@shared/enums";

/**
 * The labels of docs/product.md §5.10: 'Cartão de Crédito', 'PIX', 'Dinheiro'...; an unknown value is shown as it is.
 */
export const paymentMethodLabel = (method: string): string =>
  Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;

/** A reservation's statusPagamento as the desk reads it (the export's sheet uses the same words). */
export const RESERVATION_PAYMENT_LABELS = RESERVATION_PAYMENT_STATUS_LABELS;

/** Badge colours of statusPagamento: amber while something is due, green when settled. */
export const RESERVATION_PAYMENT_BADGE_CLASSES: Record<string, string> = {
  PENDENTE: "border-amber-300 bg-amber-50 text-amber-900",
  PARCIAL: "border-sky-300 bg-sky-50 text-sky-900",
  PAGO: "border-emerald-300 bg-emerald-50 text-emerald-800",
};
