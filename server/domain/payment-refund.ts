// A refund (owner; docs/product.md §10.6): never more than what is left of the payment; the money leaves the
// payment's account. One transaction locks the reservation, then the payment, then the account (the
// order every money path locks in) and writes the despesa, the refund and the statusPagamento the bill now calls for.
import type { PaymentView } from "@shared/api/payments";
import { formatReais, fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import type { PaymentRow as Payment } from "../storage/payments";
import type { RefundPayment } from "@shared/validators/payments";
import { ConflictError, NotFoundError } from "../errors";
import type { storage } from "../storage";
import { recomputePaymentStatus } from "./billing";
import { returnToCredit } from "./guest-credit";
import { lockAccounts, postCentavos, settledOn } from "./ledger";
import { PAYMENT_NOT_FOUND, paymentView } from "./payment-rules";

type Store = ReturnType<typeof storage>;

export async function refundPayment(
  s: Store,
  id: string,
  input: RefundPayment,
  userId: string,
  now: Date,
): Promise<PaymentView> {
  const today = calendarDateAt(now, await s.settings.timeZone());
  const unlocked = await s.payments.findById(id);
  if (!unlocked) throw new NotFoundError(PAYMENT_NOT_FOUND);
  if (unlocked.reservationId) {
    await s.reservations.lockById(unlocked.reservationId);
    // Its money was already refunded, kept as a fee or turned into a credit when the stay was cancelled (§10.7).
    if (await s.credits.wasReleased(unlocked.reservationId)) {
      throw new ConflictError(
        "Esta reserva foi cancelada e o destino dos pagamentos já foi definido (reembolso, multa ou crédito): o pagamento não pode ser estornado.",
        "status",
      );
    }
  }
  const payment = (await s.payments.lockById(id))!;
  if (payment.status === "refunded")
    throw new ConflictError("Este pagamento já foi estornado integralmente.", "amount");
  if (payment.status !== "completed") {
    throw new ConflictError("Só é possível estornar um pagamento concluído.", "status");
  }
  const paidCentavos = toCentavos(payment.amount);
  const refundedBefore = toCentavos(payment.refundedAmount);
  const amountCentavos = toCentavos(input.amount);
  if (amountCentavos > paidCentavos - refundedBefore) {
    throw new ConflictError(
      `Valor acima do que resta deste pagamento (${formatReais(paidCentavos - refundedBefore)})`,
      "amount",
    );
  }
  await refundLocked(s, payment, amountCentavos, input.reason, userId, now, today);
  if (payment.reservationId) await recomputePaymentStatus(s, payment.reservationId);
  const row = await s.payments.findView(id);
  return paymentView(row!);
}

/**
 * Sends `amountCentavos` of a locked, completed payment back: a despesa 'Estorno' in the payment's account, the
 * refund, the payment's refunded amount and the pagamentos_reserva link. A payment drawn from a guest credit gives
 * the amount back to the credit(s) it was drawn from instead (no money leaves an account). The caller locked the
 * reservation first.
 */
export async function refundLocked(
  s: Store,
  payment: Payment,
  amountCentavos: number,
  reason: string,
  userId: string | null,
  now: Date,
  today: string,
) {
  const paidCentavos = toCentavos(payment.amount);
  const refundedBefore = toCentavos(payment.refundedAmount);
  if (payment.method === "guest_credit") {
    await returnToCredit(s, payment.id, refundedBefore, amountCentavos);
    await s.payments.insertRefund({
      paymentId: payment.id,
      amount: fromCentavos(amountCentavos),
      reason,
      lancamentoId: null,
      createdBy: userId,
      createdAt: now,
    });
    const refundedAfter = refundedBefore + amountCentavos;
    await s.payments.setRefunded(
      payment.id,
      {
        refundedAmount: fromCentavos(refundedAfter),
        status: refundedAfter === paidCentavos ? "refunded" : "completed",
      },
      now,
    );
    return;
  }
  if (!payment.contaBancariaId) {
    throw new ConflictError(
      "Este pagamento não tem conta bancária registrada: registre a devolução como uma despesa no Financeiro.",
      "contaBancariaId",
    );
  }
  const locked = await lockAccounts(s, [payment.contaBancariaId]);
  const amount = fromCentavos(amountCentavos);
  const entry = await s.lancamentos.insert({
    contaBancariaId: payment.contaBancariaId,
    tipo: "despesa",
    categoria: "Estorno",
    descricao: `Estorno de pagamento de hospedagem: ${reason}`,
    valor: amount,
    ...settledOn(today, userId, now),
  });
  await postCentavos(s, locked, [{ contaId: payment.contaBancariaId, centavos: -amountCentavos }], now, today);
  await s.payments.insertRefund({
    paymentId: payment.id,
    amount,
    reason,
    lancamentoId: entry.id,
    createdBy: userId,
    createdAt: now,
  });
  const refundedAfter = refundedBefore + amountCentavos;
  await s.payments.setRefunded(
    payment.id,
    { refundedAmount: fromCentavos(refundedAfter), status: refundedAfter === paidCentavos ? "refunded" : "completed" },
    now,
  );
  if (payment.reservationId) {
    await s.payments.insertReservationLink({
      reservaId: payment.reservationId,
      lancamentoFinanceiroId: entry.id,
      paymentId: payment.id,
      valor: `-${amount}`,
      dataPagamento: now,
      metodoPagamento: payment.method,
      createdAt: now,
    });
  }
}
