// The money's summary tables (migrations/0016_money_summaries.sql and 0035, docs/decisions/0045 and 0073): kept by
// triggers in the same transaction as the lançamentos, payments and refunds they sum, read by the reports instead of a
// year of rows. The app never writes them; rebuild_money_summaries() and rebuild_guest_spend()
// (server/storage/money-summaries.ts) recompute them from the rows.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, uuid, varchar } from "drizzle-orm/pg-core";

/**
 * Settled (PAGO) lançamentos per account, settlement day, movement and category: 'receita' and 'despesa' in their
 * account, a transferência as 'saida' from its account and 'entrada' into its destination.
 */
export const resumoLancamentosDia = pgTable(
  "resumo_lancamentos_dia",
  {
    /** contas_bancarias.id, without a foreign key: derived rows, emptied with the ledger (migrations/0016). */
    contaBancariaId: uuid("conta_bancaria_id").notNull(),
    data: date("data").notNull(),
    movimento: varchar("movimento", { length: 10 }).notNull(),
    categoria: varchar("categoria", { length: 100 }).notNull(),
    total: numeric("total", { precision: 15, scale: 2 }).notNull(),
    quantidade: integer("quantidade").notNull(),
  },
  (t) => [
    primaryKey({ name: "resumo_lancamentos_dia_pk", columns: [t.contaBancariaId, t.data, t.movimento, t.categoria] }),
    index("resumo_lancamentos_dia_data_idx").on(t.data),
    // An account's balance up to a date (server/storage/reports/account-balance.ts); INCLUDE (movimento, total) in
    // migrations/0038.
    index("resumo_lancamentos_dia_conta_data_idx").on(t.contaBancariaId, t.data),
    check("resumo_lancamentos_dia_movimento_check", sql`${t.movimento} IN ('receita', 'despesa', 'entrada', 'saida')`),
  ],
);

/**
 * Per UTC day of the instant recorded and payment method: the payments counted as received (completed or refunded)
 * and the refunds of that method's payments, on the refund's own day.
 */
export const resumoPagamentosDia = pgTable(
  "resumo_pagamentos_dia",
  {
    data: date("data").notNull(),
    metodo: varchar("metodo", { length: 20 }).notNull(),
    recebido: numeric("recebido", { precision: 15, scale: 2 }).notNull(),
    estornado: numeric("estornado", { precision: 15, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ name: "resumo_pagamentos_dia_pk", columns: [t.data, t.metodo] })],
);

/**
 * Per UTC month (`mes`, its first day) and guest: the money received from the guest as the reports count it (payments
 * completed or refunded, not drawn from a credit, minus every refund of the guest's payments, each in the month of its
 * own instant), in centavos. Relatórios > Hóspedes' top spenders read a period's whole months here (migrations/0035).
 */
export const resumoPagamentosHospedeMes = pgTable(
  "resumo_pagamentos_hospede_mes",
  {
    mes: date("mes").notNull(),
    /** guests.id, without a foreign key: derived rows (migrations/0035). */
    guestId: uuid("guest_id").notNull(),
    centavos: bigint("centavos", { mode: "number" }).notNull(),
  },
  // INCLUDE (centavos) in migrations/0035 (Drizzle writes no INCLUDE): a period's months read from the key alone.
  (t) => [primaryKey({ name: "resumo_pagamentos_hospede_mes_pk", columns: [t.mes, t.guestId] })],
);
