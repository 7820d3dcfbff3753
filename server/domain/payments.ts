// Payments of stays (docs/product.md §10.6, docs/decisions/0015): recording one is ONE transaction over the
// reservation (locked: concurrent payments of a stay take turns), the account (locked), the receita, the payment,
// the pagamentos_reserva link and the reservation's statusPagamento; a refund is the same over the payment. The PIX
// code of an amount due is built here too, offline.
import type { Page } from "@shared/api/lists";
import type { PaymentView, PixCode } from "@shared/api/payments";
import {
  PAYMENT_METHOD_LABELS,
  RESERVATION_STATUS_LABELS,
  type PaymentMethod,
  type ReservationStatus,
} from "@shared/enums";
import { maskCpf } from "@shared/identity";
import { formatReais, fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt, shiftDate, startOfDay } from "@shared/pousada-time";
import { pousadaSchema } from "@shared/validators/settings";
import type { InsertPayment, PaymentFilters, RefundPayment } from "@shared/validators/payments";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import type { paymentsStorage } from "../storage/payments";
import { billOf, recomputePaymentStatus } from "./billing";
import { systemClock, type Clock } from "./clock";
import { ACCOUNT_NOT_FOUND } from "./finance-accounts";
import { lockAccounts, postToBalances, requireActive } from "./ledger";
import { buildPixPayload, pixText, qrCodeSvg, reservationTxid } from "./pix";

export const PAYMENT_NOT_FOUND = "Pagamento não encontrado";
const RESERVATION_NOT_FOUND = "Reserva não encontrada";
const POUSADA_MISSING = "Cadastre os dados da pousada em Configurações > Geral para gerar o PIX";

type Store = ReturnType<typeof storage>;
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
function requirePayable(status: string) {
  if (status === "cancelled" || status === "no_show") {
    throw new ConflictError(
      `Esta reserva está "${RESERVATION_STATUS_LABELS[status as ReservationStatus]}": não é possível receber por ela.`,
      "reservationId",
    );
  }
}

/** 409 naming the balance due when `amountCentavos` is more than what is left to pay. */
function requireWithinBalance(amountCentavos: number, balanceCentavos: number) {
  if (amountCentavos > balanceCentavos) {
    throw new ConflictError(`Valor acima do saldo devedor (${formatReais(Math.max(balanceCentavos, 0))})`, "amount");
  }
}

export function paymentsDesk(db: Db, clock: Clock = systemClock) {
  const read = storage(db);

  const inTransaction = <T>(work: (s: Store, now: Date) => Promise<T>) =>
    retryOnConflict(() => db.transaction((tx) => work(storage(tx), clock())));

  async function viewOf(s: Store, id: string) {
    const row = await s.payments.findView(id);
    if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
    return paymentView(row);
  }

  return {
    /** Newest first; `from`/`to` are the pousada's days the payments were recorded on (both included). */
    async list(filters: PaymentFilters): Promise<Page<PaymentView>> {
      if (filters.from && filters.to && filters.to < filters.from) {
        throw new ValidationError("A data final deve ser igual ou posterior à inicial", "to");
      }
      const zone = await read.settings.timeZone();
      const page = await read.payments.list({
        start: filters.from ? startOfDay(filters.from, zone) : undefined,
        end: filters.to ? startOfDay(shiftDate(filters.to, 1), zone) : undefined,
        method: filters.method,
        reservationId: filters.reservationId,
        search: filters.search,
        limit: filters.limit,
        cursor: filters.cursor,
        total: filters.total,
      });
      return { ...page, rows: page.rows.map(paymentView) };
    },

    get: (id: string) => viewOf(read, id),

    /** 'Registrar Pagamento': never more than the balance due, in an active account. */
    async record(input: InsertPayment, userId: string): Promise<PaymentView> {
      return inTransaction(async (s, now) => {
        const today = calendarDateAt(now, await s.settings.timeZone());
        const reservation = await s.reservations.lockById(input.reservationId);
        if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
        requirePayable(reservation.status);
        const locked = await lockAccounts(s, [input.contaBancariaId]);
        const conta = locked.get(input.contaBancariaId);
        if (!conta) throw new ValidationError(ACCOUNT_NOT_FOUND, "contaBancariaId");
        requireActive(conta, "contaBancariaId");

        const amountCentavos = toCentavos(input.amount);
        const bill = (await billOf(s, reservation.id))!;
        requireWithinBalance(amountCentavos, bill.balanceCentavos);

        const amount = fromCentavos(amountCentavos);
        const stay = (await s.reservations.findView(reservation.id))!;
        const method = PAYMENT_METHOD_LABELS[input.method as PaymentMethod];
        const entry = await s.lancamentos.insert({
          contaBancariaId: conta.id,
          tipo: "receita",
          categoria: "Hospedagem",
          descricao: [
            `Pagamento de hospedagem: ${stay.guest.firstName} ${stay.guest.lastName}, quarto ${stay.room.number} (${method})`,
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
        await postToBalances(s, locked, entry, now);
        const payment = await s.payments.insert({
          reservationId: reservation.id,
          guestId: reservation.guestId,
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
          reservaId: reservation.id,
          lancamentoFinanceiroId: entry.id,
          paymentId: payment.id,
          valor: amount,
          dataPagamento: now,
          metodoPagamento: input.method,
          createdAt: now,
        });
        await recomputePaymentStatus(s, reservation.id);
        return viewOf(s, payment.id);
      });
    },

    /** A refund (owner): never more than what is left of the payment; the money leaves the payment's account. */
    async refund(id: string, input: RefundPayment, userId: string): Promise<PaymentView> {
      return inTransaction(async (s, now) => {
        const today = calendarDateAt(now, await s.settings.timeZone());
        const unlocked = await s.payments.findById(id);
        if (!unlocked) throw new NotFoundError(PAYMENT_NOT_FOUND);
        // The reservation first, then the payment, then the account: the order every money path locks in.
        if (unlocked.reservationId) await s.reservations.lockById(unlocked.reservationId);
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
          descricao: `Estorno de pagamento de hospedagem: ${input.reason}`,
          valor: amount,
          dataLancamento: today,
          status: "PAGO",
          dataPagamento: today,
          criadoPor: userId,
          createdAt: now,
          updatedAt: now,
        });
        await postToBalances(s, locked, entry, now);
        await s.payments.insertRefund({
          paymentId: id,
          amount,
          reason: input.reason,
          lancamentoId: entry.id,
          createdBy: userId,
          createdAt: now,
        });
        const refundedAfter = refundedBefore + amountCentavos;
        await s.payments.setRefunded(
          id,
          {
            refundedAmount: fromCentavos(refundedAfter),
            status: refundedAfter === paidCentavos ? "refunded" : "completed",
          },
          now,
        );
        if (payment.reservationId) {
          await s.payments.insertReservationLink({
            reservaId: payment.reservationId,
            lancamentoFinanceiroId: entry.id,
            paymentId: id,
            valor: `-${amount}`,
            dataPagamento: now,
            metodoPagamento: payment.method,
            createdAt: now,
          });
          await recomputePaymentStatus(s, payment.reservationId);
        }
        return viewOf(s, id);
      });
    },

    /**
     * The static PIX code for `amount` of a stay's balance into the account's key, named with the pousada's data
     * and identified by the reservation (txid). Recording the payment stays the clerk's click.
     */
    async pixCode(input: { contaBancariaId: string; amount: string; reservationId: string }): Promise<PixCode> {
      const conta = await read.contas.findById(input.contaBancariaId);
      if (!conta) throw new ValidationError(ACCOUNT_NOT_FOUND, "contaBancariaId");
      if (!conta.pixChave) throw new ConflictError("Esta conta não tem chave PIX cadastrada", "contaBancariaId");
      requireActive(conta, "contaBancariaId");
      const reservation = await read.reservations.findById(input.reservationId);
      if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
      requirePayable(reservation.status);

      const pousada = pousadaSchema.safeParse(await read.settings.get("pousada"));
      const recebedor = pousada.success ? pixText(pousada.data.nomeFantasia, 25) : "";
      const cidade = pousada.success ? pixText(pousada.data.cidade, 15) : "";
      if (!recebedor || !cidade) throw new ConflictError(POUSADA_MISSING, "pousada");

      const amountCentavos = toCentavos(input.amount);
      requireWithinBalance(amountCentavos, (await billOf(read, reservation.id))!.balanceCentavos);
      const txid = reservationTxid(reservation.id);
      const payload = buildPixPayload({
        key: conta.pixChave,
        amount: fromCentavos(amountCentavos),
        merchantName: recebedor,
        merchantCity: cidade,
        txid,
      });
      return { payload, svg: qrCodeSvg(payload), chave: conta.pixChave, recebedor, cidade, txid };
    },
  };
}
