import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/enums";

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pendente",
  completed: "Concluído",
  failed: "Falhou",
  refunded: "Estornado",
};

export function paymentMethodLabel(method: string) {
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;
}

export function paymentStatusLabel(status: string) {
  return PAYMENT_STATUS_LABELS[status] ?? status;
}
