// 'Registrar Pagamento' (docs/product.md §10.6, docs/decisions/0015): ONE transaction reads the reservation once,
// locked (concurrent payments of a stay take turns), then its bill once, locks the account, and writes the receita,
// the account's balance, the payment, the pagamentos_reserva link and the statusPagamento the new bill calls for.
// Money stays in centavos from the request's amount to the columns.
import type { PaymentView } from "@shared/api/payments";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/enums";
import { fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import type { InsertPayment } from "@shared/validators/payments";
import { NotFoundError, ValidationError } from "../errors";
import type { DbOrTx } from "../db";
import type { storage } from "../storage";
import { billOf, paymentStatusFor } from "./billing";
import { ACCOUNT_NOT_FOUND } from "./finance-accounts";
import { lockAccounts, postCentavos, requireActive } from "./ledger";
import { drawCredit } from "./guest-credit";
import { paymentView, requirePayable, requireWithinBalance, RESERVATION_NOT_FOUND } from "./payment-rules";

/** Records a payment of a reservation's balance, never more than it, into an active account. */
export async function recordPayment(
  s: ReturnType<typeof storage>,
  tx: DbOrTx,
  input: InsertPayment,
  userId: string,
  now: Date,
): Promise<PaymentView> {
  const today = calendarDateAt(now, await s.settings.timeZone());
  const stay = await s.billing.payable(input.reservationId, { lock: true });
  if (!stay) throw new NotFoundError(RESERVATION_NOT_FOUND);
  requirePayable(stay.status);
  if (input.method === "guest_credit") return payWithCredit(s, tx, stay, input, userId, now, today);
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
    dataLancamento: today,
    status: "PAGO",
    dataPagamento: today,
    criadoPor: userId,
    createdAt: now,
    updatedAt: now,
  });
  await postCentavos(s, locked, [{ contaId: conta.id, centavos: amountCentavos }], now);
  const payment = await s.payments.insert({
    reservationId: stay.id,
    guestId: guest.id,
    amount,
    method: input.method,
    status: "completed",
    description: input.description ?? null,
    contaBancariaId: conta.id,
    lancamentoId: entry.id,
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
  return paymentView({ payment, guest, room, contaBancaria: { id: conta.id, nome: conta.nome }, refunds: [] });
}

type Stay = NonNullable<Awaited<ReturnType<ReturnType<typeof storage>["billing"]["payable"]>>>;

/** A payment with the guest's credit: drawn from their credits, into no account and with no receita. */
async function payWithCredit(
  s: ReturnType<typeof storage>,
  tx: DbOrTx,
  stay: Stay,
  input: InsertPayment,
  userId: string,
  now: Date,
  today: string,
): Promise<PaymentView> {
  const amountCentavos = toCentavos(input.amount);
  const bill = (await billOf(s, stay.id))!;
  requireWithinBalance(amountCentavos, bill.balanceCentavos);
  const recordUses = await drawCredit(tx, stay.guest.id, amountCentavos, today);
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
  return paymentView({ payment, guest: stay.guest, room: stay.room, contaBancaria: null, refunds: [] });
}
