// What the payments module answers the same way wherever it applies: the missing records, a reservation that takes
// no payment, an amount above the balance due, and a payment as the API gives it (docs/product.md §10.6).
import type { PaymentView } from "@shared/api/payments";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { maskCpf } from "@shared/identity";
import { formatReais } from "@shared/money";
import { ConflictError } from "../errors";
import type { paymentsStorage } from "../storage/payments";

export const PAYMENT_NOT_FOUND = "Pagamento não encontrado";

type PaymentRow = Omit<NonNullable<Awaited<ReturnType<ReturnType<typeof paymentsStorage>["findView"]>>>, "cursorKey">;

/** A payment as the API gives it: the guest's CPF only masked, never whole. */
export function paymentView(row: PaymentRow): PaymentView {
  const { payment, guest, room, contaBancaria, refunds } = row;
  return {
    ...payment,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    guest: { id: guest.id, firstName: guest.firstName, lastName: guest.lastName, cpfMasked: maskCpf(guest.cpf) },
    room,
    contaBancaria,
    refunds,
  };
}

/** A cancelled or no-show reservation takes no payment (its stay did not happen). */
export function requirePayable(status: string) {
  if (status === "cancelled" || status === "no_show") {
    throw new ConflictError(
      `Esta reserva está "${RESERVATION_STATUS_LABELS[status as ReservationStatus]}": não é possível receber por ela.`,
      "reservationId",
    );
  }
}

/** 409 naming the balance due when `amountCentavos` is more than what is left to pay. */
export function requireWithinBalance(amountCentavos: number, balanceCentavos: number) {
  if (amountCentavos > balanceCentavos) {
    throw new ConflictError(`Valor acima do saldo devedor (${formatReais(Math.max(balanceCentavos, 0))})`, "amount");
  }
}
