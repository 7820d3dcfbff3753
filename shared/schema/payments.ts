// Payments of stays, their refunds, and their link to the ledger. One transaction writes a payment, its receita
// lançamento in the chosen account, the pagamentos_reserva row, the account's balance and the reservation's
// statusPagamento (docs/decisions/0015).
import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";
import { contasBancarias, lancamentosFinanceiros } from "./finance";
import { guests } from "./guests";
import { reservations } from "./reservations";
import { users } from "./users";

export const payments = pgTable(
  "payments",
  {
    id: id(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "restrict" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    method: varchar("method", { length: 20 }).notNull(),
    /** completed when recorded; refunded once refunds reach the whole amount (a partial refund keeps completed). */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    description: text("description"),
    transactionId: varchar("transaction_id", { length: 100 }),
    /** The account the money went into; null only for rows older than the payments module. */
    contaBancariaId: uuid("conta_bancaria_id").references(() => contasBancarias.id, { onDelete: "restrict" }),
    /** The receita this payment wrote in that account. */
    lancamentoId: uuid("lancamento_id")
      .unique()
      .references(() => lancamentosFinanceiros.id, { onDelete: "restrict" }),
    /** The sum of this payment's refunds (payment_refunds), kept with them. */
    refundedAmount: numeric("refunded_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    /** A card payment's acquirer fee, booked as a despesa 'Taxa de cartão' (docs/product.md §12.14). */
    taxaLancamentoId: uuid("taxa_lancamento_id").references(() => lancamentosFinanceiros.id, { onDelete: "restrict" }),
    /** When the acquirer pays a card payment into the account (débito D+1, crédito D+30 by default). */
    dataPrevistaRecebimento: date("data_prevista_recebimento"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_reservation_idx").on(t.reservationId),
    index("payments_conta_idx").on(t.contaBancariaId),
    // migrations/0016: payments_created_cover_idx, created_at with guest, amount, method and status (an index-only
    // read of a period's payments, and every read by creation: 0033 dropped the plain index on created_at, which the
    // planner preferred while it visited the table; drizzle-orm declares no INCLUDE), a guest's payments (the search finds guests first); payments_description_trgm_idx, the
    // description by trigram, is written there by hand.
    index("payments_guest_idx").on(t.guestId, t.createdAt),
    check("payments_method_check", sql`${t.method} IN (${inList(PAYMENT_METHODS)})`),
    check("payments_status_check", sql`${t.status} IN (${inList(PAYMENT_STATUSES)})`),
    check("payments_amount_check", sql`${t.amount} > 0`),
    check("payments_refunded_check", sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/** A full or partial refund of a payment, with its reason and the despesa it wrote in the payment's account. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    reason: text("reason").notNull(),
    lancamentoId: uuid("lancamento_id")
      .unique()
      .references(() => lancamentosFinanceiros.id, { onDelete: "restrict" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId),
    index("payment_refunds_created_idx").on(t.createdAt),
    check("payment_refunds_amount_check", sql`${t.amount} > 0`),
  ],
);

/** Which ledger entry paid (or refunded) which reservation: written with the payment or refund, in its transaction. */
export const pagamentosReserva = pgTable(
  "pagamentos_reserva",
  {
    id: id(),
    reservaId: uuid("reserva_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    lancamentoFinanceiroId: uuid("lancamento_financeiro_id")
      .notNull()
      .unique()
      .references(() => lancamentosFinanceiros.id, { onDelete: "restrict" }),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    /** Positive for a payment, negative for a refund. */
    valor: numeric("valor", { precision: 10, scale: 2 }).notNull(),
    dataPagamento: timestamp("data_pagamento", { withTimezone: true }).notNull().defaultNow(),
    metodoPagamento: varchar("metodo_pagamento", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("pagamentos_reserva_reserva_idx").on(t.reservaId),
    index("pagamentos_reserva_payment_idx").on(t.paymentId),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
export type PagamentoReserva = typeof pagamentosReserva.$inferSelect;
