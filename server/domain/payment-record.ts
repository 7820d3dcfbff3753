// 'Registrar Pagamento' (docs/product.md §10.6, docs/decisions/0015): ONE transaction reads the reservation once,
// locked (concurrent payments of a stay take turns), then its bill once, locks the account, and writes the receita,
// the account's balance, the payment, the pagamentos_reserva link and the statusPagamento the new bill calls for.
// Money stays in centavos from the request's amount to the columns.
import type { PaymentView } from "@shared/api/payments";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/enums";
import { fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { geralOf } from "@shared/validators/settings";
import type { InsertPayment } from "@shared/validators/payments";
import { NotFoundError, ValidationError } from "../errors";
import type { Store } from "./transaction";
import { billOf, paymentStatusFor } from "./billing";
import { ACCOUNT_NOT_FOUND } from "./finance-accounts";
import { lockAccounts, postCentavos, requireActive, settledOn } from "./ledger";
import { confirmIfDepositPaid } from "./deposit-confirm";
import { drawCredit } from "./guest-credit";
import { paymentView, requirePayable, requireWithinBalance } from "./payment-rules";
import { RESERVATION_NOT_FOUND } from "./stay-rules";

/**
 * Records a payment of a reservation's balance, never more than it, into an active account; `userId` null for the
 * PSP's webhook (pix-psp.ts). Every refusal is thrown before the first write.
 */
export async function recordPayment(
  s: Store,
  input: InsertPayment,
  userId: string | null,
  now: Date,
): Promise<PaymentView> {
  const today = calendarDateAt(now, await s.settings.timeZone());
  const stay = await s.billing.payable(input.reservationId, { lock: true });
  if (!stay) throw new NotFoundError(RESERVATION_NOT_FOUND);
  requirePayable(stay.status);
  if (input.method === "guest_credit") return payWithCredit(s, stay, input, userId, now, today);
  const locked = await lockAccounts(s, [input.contaBancariaId]);
  const conta = locked.get(input.contaBancariaId!);
  if (!conta) throw new ValidationError(ACCOUNT_NOT_FOUND, "contaBancariaId");
  requireActive(conta, "contaBancariaId");

  const amountCentavos = toCentavos(input.amount);
  const bill = (await billOf(s, stay.id))!;
  requireWithinBalance(amountCentavos, bill.balanceCentavos);

  const amount = fromCentavos(amountCentavos);
  const method = PAYMENT_METHOD_LABELS[input.method as PaymentMethod];
  const { guest, room } = stay;
  const entry = await s.lancamentos.insert({
    contaBancariaId: conta.id,
    tipo: "receita",
    categoria: "Hospedagem",
    descricao: [
      `Pagamento de hospedagem: ${guest.firstName} ${guest.lastName}, quarto ${room.number} (${method})`,
      input.description,
    ]
      .filter(Boolean)
      .join(" - "),
    valor: amount,
    ...settledOn(today, userId, now),
  });
  const card = await cardTerms(s, input.method as PaymentMethod, amountCentavos, today);
  const fee = card?.feeCentavos
    ? await s.lancamentos.insert({
        contaBancariaId: conta.id,
        tipo: "despesa",
        categoria: "Taxa de cartão",
        descricao: `Taxa de cartão (${method}): ${guest.firstName} ${guest.lastName}, quarto ${room.number}`,
        valor: fromCentavos(card.feeCentavos),
        ...settledOn(today, userId, now),
      })
    : null;
  await postCentavos(
    s,
    locked,
    [{ contaId: conta.id, centavos: amountCentavos - (card?.feeCentavos ?? 0) }],
    now,
    today,
  );
  const payment = await s.payments.insert({
    reservationId: stay.id,
    guestId: guest.id,
    amount,
    method: input.method,
    status: "completed",
    description: input.description ?? null,
    contaBancariaId: conta.id,
    lancamentoId: entry.id,
    taxaLancamentoId: fee?.id ?? null,
    dataPrevistaRecebimento: card?.settlesOn ?? null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await s.payments.insertReservationLink({
    reservaId: stay.id,
    lancamentoFinanceiroId: entry.id,
    paymentId: payment.id,
    valor: amount,
    dataPagamento: now,
    metodoPagamento: input.method,
    createdAt: now,
  });
  await s.billing.setPaymentStatus(stay.id, paymentStatusFor(bill.billCentavos, bill.paidCentavos + amountCentavos));
  await confirmIfDepositPaid(s, stay, bill.paidCentavos + amountCentavos, userId, now);
  return paymentView({ payment, guest, room, contaBancaria: { id: conta.id, nome: conta.nome }, refunds: [] });
}

/**
 * A card payment's acquirer fee (Configurações > Geral, a % of the amount, rounded half up to the centavo) and the day
 * the acquirer pays it into the account (débito D+1, crédito D+30 by default); null for the other methods.
 */
async function cardTerms(s: Store, method: PaymentMethod, amountCentavos: number, today: string) {
  if (method !== "debit_card" && method !== "credit_card") return null;
  const geral = geralOf(await s.settings.get("geral"));
  const debit = method === "debit_card";
  // "2.50" % is 250 hundredths of a percent: the fee is amount x 250 / 10000, in whole centavos.
  const hundredths = toCentavos(debit ? geral.cardFeeDebitPercent : geral.cardFeeCreditPercent);
  return {
    feeCentavos: Math.floor((amountCentavos * hundredths + 5000) / 10000),
    settlesOn: shiftDate(today, debit ? geral.debitSettlementDays : geral.creditSettlementDays),
  };
}

type Stay = NonNullable<Awaited<ReturnType<Store["billing"]["payable"]>>>;

/** A payment with the guest's credit: drawn from their credits, into no account and with no receita. */
async function payWithCredit(
  s: Store,
  stay: Stay,
  input: InsertPayment,
  userId: string | null,
  now: Date,
  today: string,
): Promise<PaymentView> {
  const amountCentavos = toCentavos(input.amount);
  const bill = (await billOf(s, stay.id))!;
  requireWithinBalance(amountCentavos, bill.balanceCentavos);
  const recordUses = await drawCredit(s, stay.guest.id, amountCentavos, today);
  const payment = await s.payments.insert({
    reservationId: stay.id,
    guestId: stay.guest.id,
    amount: fromCentavos(amountCentavos),
    method: "guest_credit",
    status: "completed",
    description: input.description ?? null,
    contaBancariaId: null,
    lancamentoId: null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await recordUses(payment.id, now);
  await s.billing.setPaymentStatus(stay.id, paymentStatusFor(bill.billCentavos, bill.paidCentavos + amountCentavos));
  await confirmIfDepositPaid(s, stay, bill.paidCentavos + amountCentavos, userId, now);
  return paymentView({ payment, guest: stay.guest, room: stay.room, contaBancaria: null, refunds: [] });
}
