// Payments of stays (docs/product.md §10.6, docs/decisions/0015): the list and one payment read on the pool;
// recording a payment and refunding one are ONE transaction each (payment-record.ts, payment-refund.ts), run again
// whole after a deadlock; the PIX code of an amount due is built offline (payment-pix.ts).
import type { Page } from "@shared/api/lists";
import type { PaymentView, PixCode } from "@shared/api/payments";
import { shiftDate, startOfDay } from "@shared/pousada-time";
import type { InsertPayment, PaymentFilters, RefundPayment } from "@shared/validators/payments";
import type { Db } from "../db";
import { NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { systemClock, type Clock } from "./clock";
import { pixCodeFor } from "./payment-pix";
import type { PixPsp } from "./pix-psp";
import { recordPayment } from "./payment-record";
import { refundPayment } from "./payment-refund";
import { PAYMENT_NOT_FOUND, paymentView } from "./payment-rules";
import { transactional } from "./transaction";

/** `psp`: the optional PSP, whose dynamic charge replaces the static PIX code (docs/decisions/0065). */
export function paymentsDomain(db: Db, clock: Clock = systemClock, psp?: PixPsp) {
  const read = storage(db);

  const inTransaction = transactional(db, clock);

  /** The list's filters as the storage reads them: `from`/`to` as instants at the pousada. */
  async function queryOf(filters: PaymentFilters) {
    if (filters.from && filters.to && filters.to < filters.from) {
      throw new ValidationError("A data final deve ser igual ou posterior à inicial", "to");
    }
    const zone = await read.settings.timeZone();
    return {
      start: filters.from ? startOfDay(filters.from, zone) : undefined,
      end: filters.to ? startOfDay(shiftDate(filters.to, 1), zone) : undefined,
      method: filters.method,
      reservationId: filters.reservationId,
      search: filters.search,
      limit: filters.limit,
      cursor: filters.cursor,
      total: filters.total,
    };
  }

  return {
    /** Newest first; `from`/`to` are the pousada's days the payments were recorded on (both included). */
    async list(filters: PaymentFilters): Promise<Page<PaymentView>> {
      const page = await read.payments.list(await queryOf(filters));
      return { ...page, rows: page.rows.map(paymentView) };
    },

    /** The sum of every payment the list's filters match, not only a page's (docs/product.md §12.1). */
    async total(filters: PaymentFilters): Promise<{ total: string }> {
      const { limit: _limit, cursor: _cursor, ...query } = await queryOf(filters);
      return { total: await read.payments.totalOf(query) };
    },

    async get(id: string): Promise<PaymentView> {
      const row = await read.payments.findView(id);
      if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
      return paymentView(row);
    },

    /** 'Registrar Pagamento': never more than the balance due, in an active account. */
    record: (input: InsertPayment, userId: string) => inTransaction((s, now) => recordPayment(s, input, userId, now)),

    /** A refund (owner): never more than what is left of the payment. */
    refund: (id: string, input: RefundPayment, userId: string) =>
      inTransaction((s, now) => refundPayment(s, id, input, userId, now)),

    pixCode: (input: { contaBancariaId: string; amount: string; reservationId: string }): Promise<PixCode> =>
      pixCodeFor(read, input, psp, clock()),
  };
}
