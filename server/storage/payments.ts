// payments: what guests paid for their stays, the refunds of those payments, and their link to the ledger
// (pagamentos_reserva). Written by server/domain/payments.ts in one transaction with the lançamento and the balance.
import { and, asc, count, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { contasBancarias } from "@shared/schema/finance";
import { guests } from "@shared/schema/guests";
import { pagamentosReserva, paymentRefunds, payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { PaymentRefundView } from "@shared/api/payments";
import type { DbOrTx } from "../db";
import { keysetOrder, pageWithTotal } from "./paging";
import { guestOrRoomMatches, readSearchTerm } from "./search";

/** The refunds of the payment in the outer query, oldest first, as JSON (amounts as decimal strings). */
const refundsJson = sql<PaymentRefundView[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', r.id, 'paymentId', r.payment_id, 'amount', r.amount::text, 'reason', r.reason,
    'lancamentoId', r.lancamento_id, 'createdBy', r.created_by,
    'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY r.created_at, r.id)
  FROM ${paymentRefunds} r WHERE r.payment_id = ${payments.id}), '[]'::json)`;

/** A payment with who paid (the CPF only for masking), the room, the account and the refunds. */
const view = {
  payment: payments,
  guest: { id: guests.id, firstName: guests.firstName, lastName: guests.lastName, cpf: guests.cpf },
  room: { id: rooms.id, number: rooms.number },
  contaBancaria: { id: contasBancarias.id, nome: contasBancarias.nome },
  refunds: refundsJson,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; the id breaks ties (docs/product.md §12.1). */
const newestFirst = keysetOrder(
  [
    { expr: payments.createdAt, kind: "timestamp" },
    { expr: payments.id, kind: "uuid" },
  ],
  "desc",
);

export interface PaymentListQuery {
  /** [start, end) of the instant each payment was recorded. */
  start?: Date;
  end?: Date;
  method?: string;
  reservationId?: string;
  search?: string;
  limit?: number;
  cursor?: string;
  /** "false": the page without its total (countsTotal). */
  total?: "true" | "false";
}

export function paymentsStorage(db: DbOrTx) {
  const selectView = () =>
    db
      .select({ ...view, cursorKey: newestFirst.cursorKey })
      .from(payments)
      .innerJoin(guests, eq(guests.id, payments.guestId))
      .leftJoin(reservations, eq(reservations.id, payments.reservationId))
      .leftJoin(rooms, eq(rooms.id, reservations.roomId))
      .leftJoin(contasBancarias, eq(contasBancarias.id, payments.contaBancariaId));

  /**
   * What the search finds (docs/product.md §12.1): the payer, by the guests search's rule (server/storage/search.ts:
   * name or e-mail in any case and without accents, phone, CPF), the room, by its number's beginning, or the
   * description holding the term (folded likewise, from 3 characters). Guests and rooms are looked up first by their
   * indexes, the descriptions by payments_description_trgm_idx (migrations/0016), so that no search reads every
   * payment with its guest (508 ms for 'silva' at 150,000 payments).
   */
  async function searchWhere(search: string | undefined): Promise<SQL | undefined> {
    const term = readSearchTerm(search);
    if (!term) return undefined;
    const byGuestOrRoom = await guestOrRoomMatches(db, term, {
      guestId: payments.guestId,
      roomId: reservations.roomId,
    });
    if (term.text.length < 3) return byGuestOrRoom;
    const byDescription = sql`lower(immutable_unaccent(${payments.description})) LIKE '%' || lower(immutable_unaccent(${escapeLike(term.text)})) || '%'`;
    return sql`(${byGuestOrRoom} OR ${byDescription})`;
  }

  async function listWhere(query: PaymentListQuery): Promise<SQL | undefined> {
    return and(
      query.start ? gte(payments.createdAt, query.start) : undefined,
      query.end ? lt(payments.createdAt, query.end) : undefined,
      query.method ? eq(payments.method, query.method) : undefined,
      query.reservationId ? eq(payments.reservationId, query.reservationId) : undefined,
      await searchWhere(query.search),
    );
  }

  return {
    /** Payments matching the query, newest first; one keyset page when `limit` is given, else all. */
    async list(query: PaymentListQuery) {
      const where = await listWhere(query);
      const select = selectView();
      if (query.limit === undefined) {
        const rows = await select.where(where).orderBy(...newestFirst.orderBy);
        return { rows };
      }
      const { limit } = query;
      return pageWithTotal(query, {
        rows: select
          .where(and(where, newestFirst.after(query.cursor)))
          .orderBy(...newestFirst.orderBy)
          .limit(limit + 1),
        // Every payment has its guest (a foreign key) and the left joins add no row: the count reads payments
        // alone, but for a search's room, which is the reservation's (150,000 payments: 4 joins cost ~100 ms).
        count: () =>
          query.search
            ? db
                .select({ total: count() })
                .from(payments)
                .leftJoin(reservations, eq(reservations.id, payments.reservationId))
                .where(where)
            : db.select({ total: count() }).from(payments).where(where),
        page: (fetched) => newestFirst.page(fetched, limit),
      });
    },
    /** The sum of the amounts of every payment the list's filters match, summed as numeric (docs/product.md §12.1). */
    async totalOf(query: PaymentListQuery): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(15, 2)::text` })
        .from(payments)
        .innerJoin(guests, eq(guests.id, payments.guestId))
        .leftJoin(reservations, eq(reservations.id, payments.reservationId))
        .leftJoin(rooms, eq(rooms.id, reservations.roomId))
        .where(await listWhere(query));
      return row!.total;
    },
    async findView(id: string) {
      const [row] = await selectView().where(eq(payments.id, id));
      return row;
    },
    /** A reservation's payments with their refunds, oldest first (the folio). */
    listViewsForReservation(reservationId: string) {
      return selectView()
        .where(eq(payments.reservationId, reservationId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },
    /** A reservation's payments, oldest first (the front desk's stay folio). */
    listForReservation(reservationId: string) {
      return db
        .select({
          id: payments.id,
          amount: payments.amount,
          method: payments.method,
          status: payments.status,
          description: payments.description,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.reservationId, reservationId))
        .orderBy(asc(payments.createdAt));
    },
    async findById(id: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, id));
      return payment;
    },
    /** The payment, locked until the transaction ends: two refunds of it take turns. */
    async lockById(id: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, id)).for("update");
      return payment;
    },
    async insert(values: typeof payments.$inferInsert) {
      const [payment] = await db.insert(payments).values(values).returning();
      return payment!;
    },
    async setRefunded(id: string, values: { refundedAmount: string; status: "completed" | "refunded" }, at: Date) {
      await db
        .update(payments)
        .set({ ...values, updatedAt: at })
        .where(eq(payments.id, id));
    },
    async insertRefund(values: typeof paymentRefunds.$inferInsert) {
      const [refund] = await db.insert(paymentRefunds).values(values).returning();
      return refund!;
    },
    /** The link between a reservation and the ledger entry that paid (positive) or refunded (negative) it. */
    async insertReservationLink(values: typeof pagamentosReserva.$inferInsert) {
      await db.insert(pagamentosReserva).values(values);
    },
  };
}

/** A payment's row, as the domain reads it. */
export type PaymentRow = typeof payments.$inferSelect;
