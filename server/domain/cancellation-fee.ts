// The fee a cancellation keeps (docs/decisions/0037): it is money already received and already booked, as the receita
// 'Hospedagem' of the payment that brought it in. Keeping it changes what that money is, not how much came in, so the
// ledger reclassifies it: the part kept is taken off the payment's receita and booked as a receita 'Multa de
// cancelamento' in the same account on the same day the money arrived (or the whole receita is renamed when the fee
// takes all of it). No account balance moves, no day's or month's totals change: the fee is not counted twice.
import { fromCentavos, toCentavos } from "@shared/money";
import type { PaymentRow as Payment } from "../storage/payments";
import type { storage } from "../storage";

const FEE_CATEGORY = "Multa de cancelamento";

/** A payment the cancellation holds and the centavos of it not refunded by the cancellation. */
export interface HeldPart {
  payment: Payment;
  left: number;
}

/**
 * Reclassifies `feeCentavos` of the held payments' receitas as 'Multa de cancelamento', newest payment first. A
 * payment made with a guest credit has no receita of its own (its money was booked when first paid): nothing of it is
 * reclassified.
 */
export async function reclassifyFee(
  s: ReturnType<typeof storage>,
  reservationId: string,
  held: HeldPart[],
  feeCentavos: number,
  userId: string | null,
  now: Date,
) {
  let fee = feeCentavos;
  for (const { payment, left } of held) {
    if (fee <= 0) break;
    if (!payment.lancamentoId || left <= 0) continue;
    const entry = await s.lancamentos.lockById(payment.lancamentoId);
    if (!entry || entry.tipo !== "receita") continue;
    const valor = toCentavos(entry.valor);
    const part = Math.min(left, fee, valor);
    if (part <= 0) continue;
    fee -= part;
    if (part === valor) {
      await s.lancamentos.reclassify(
        entry.id,
        { categoria: FEE_CATEGORY, descricao: entry.descricao ? `${FEE_CATEGORY}: ${entry.descricao}` : FEE_CATEGORY },
        now,
      );
      continue;
    }
    await s.lancamentos.reclassify(entry.id, { valor: fromCentavos(valor - part) }, now);
    const kept = await s.lancamentos.insert({
      contaBancariaId: entry.contaBancariaId,
      tipo: "receita",
      categoria: FEE_CATEGORY,
      descricao: `${FEE_CATEGORY}: retida do pagamento de hospedagem`,
      valor: fromCentavos(part),
      dataLancamento: entry.dataLancamento,
      status: entry.status,
      dataPagamento: entry.dataPagamento,
      criadoPor: userId,
      createdAt: now,
      updatedAt: now,
    });
    // Linked to the stay with no money of its own: the entry is the cancellation's, never reversed on its own.
    await s.payments.insertReservationLink({
      reservaId: reservationId,
      lancamentoFinanceiroId: kept.id,
      paymentId: payment.id,
      valor: "0.00",
      dataPagamento: now,
      metodoPagamento: payment.method,
      createdAt: now,
    });
  }
}
