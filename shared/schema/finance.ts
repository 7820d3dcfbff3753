// The pousada's books (docs/decisions/0015): bank accounts with their balance, ledger entries (lançamentos) with
// their tags, and each day's cash closing (payments of stays and their link to the ledger: payments.ts). Every amount is numeric(15,2) or
// numeric(10,2) here and integer centavos in the server's arithmetic (docs/decisions/0012).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { ACCOUNT_TYPES, ENTRY_STATUSES, ENTRY_TYPES, PAYMENT_METHODS, PIX_KEY_TYPES } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";
import { users } from "./users";

export const contasBancarias = pgTable(
  "contas_bancarias",
  {
    id: id(),
    nome: varchar("nome", { length: 100 }).notNull(),
    banco: varchar("banco", { length: 100 }),
    agencia: varchar("agencia", { length: 20 }),
    conta: varchar("conta", { length: 30 }),
    tipo: varchar("tipo", { length: 20 }).notNull(),
    /** The balance when the account was registered (the form's saldoInicial). */
    saldoInicial: numeric("saldo_inicial", { precision: 15, scale: 2 }).notNull().default("0"),
    /**
     * saldoInicial + settled receitas - settled despesas -/+ settled transfers out/in, kept by the same transaction
     * that settles an entry (with the account's row locked), never recomputed on read.
     */
    saldoAtual: numeric("saldo_atual", { precision: 15, scale: 2 }).notNull().default("0"),
    /** A PIX key to receive payments into this account: the payment dialog's QR code is built from it. */
    pixTipo: varchar("pix_tipo", { length: 20 }),
    pixChave: varchar("pix_chave", { length: 77 }),
    isAtiva: boolean("is_ativa").notNull().default(true),
    observacoes: text("observacoes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contas_bancarias_tipo_check", sql`${t.tipo} IN (${inList(ACCOUNT_TYPES)})`),
    check("contas_bancarias_pix_tipo_check", sql`${t.pixTipo} IS NULL OR ${t.pixTipo} IN (${inList(PIX_KEY_TYPES)})`),
    check("contas_bancarias_pix_pair_check", sql`(${t.pixTipo} IS NULL) = (${t.pixChave} IS NULL)`),
  ],
);

export const lancamentosFinanceiros = pgTable(
  "lancamentos_financeiros",
  {
    id: id(),
    contaBancariaId: uuid("conta_bancaria_id")
      .notNull()
      .references(() => contasBancarias.id, { onDelete: "restrict" }),
    /** A transferência's destination (the money leaves contaBancariaId and arrives here). */
    contaDestinoId: uuid("conta_destino_id").references(() => contasBancarias.id, { onDelete: "restrict" }),
    tipo: varchar("tipo", { length: 20 }).notNull(),
    categoria: varchar("categoria", { length: 100 }).notNull().default("Geral"),
    descricao: text("descricao"),
    valor: numeric("valor", { precision: 15, scale: 2 }).notNull(),
    dataLancamento: date("data_lancamento").notNull().defaultNow(),
    dataVencimento: date("data_vencimento"),
    status: varchar("status", { length: 20 }).notNull().default("PENDENTE"),
    /** When a PENDENTE entry was settled ('Dar baixa'), or the entry's date for one settled when created. */
    dataPagamento: date("data_pagamento"),
    /** The entry this one reverses ('Estornar'): at most one reversal per entry. */
    estornoDeId: uuid("estorno_de_id")
      .unique()
      .references((): AnyPgColumn => lancamentosFinanceiros.id, { onDelete: "restrict" }),
    numeroDocumento: varchar("numero_documento", { length: 50 }),
    observacoes: text("observacoes"),
    anexoUrl: varchar("anexo_url", { length: 500 }),
    criadoPor: uuid("criado_por").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("lancamentos_conta_idx").on(t.contaBancariaId),
    index("lancamentos_conta_destino_idx").on(t.contaDestinoId),
    index("lancamentos_data_idx").on(t.dataLancamento),
    index("lancamentos_status_vencimento_idx").on(t.status, t.dataVencimento),
    check("lancamentos_tipo_check", sql`${t.tipo} IN (${inList(ENTRY_TYPES)})`),
    check("lancamentos_status_check", sql`${t.status} IN (${inList(ENTRY_STATUSES)})`),
    check("lancamentos_valor_check", sql`${t.valor} > 0`),
    check(
      "lancamentos_destino_check",
      sql`(${t.tipo} = 'transferencia') = (${t.contaDestinoId} IS NOT NULL) AND ${t.contaDestinoId} IS DISTINCT FROM ${t.contaBancariaId}`,
    ),
    check("lancamentos_pago_check", sql`(${t.status} = 'PAGO') = (${t.dataPagamento} IS NOT NULL)`),
  ],
);

export const tagsFinanceiras = pgTable(
  "tags_financeiras",
  {
    id: id(),
    nome: varchar("nome", { length: 50 }).notNull().unique(),
    cor: varchar("cor", { length: 7 }).notNull().default("#3B82F6"),
    descricao: text("descricao"),
    createdAt: createdAt(),
  },
  (t) => [check("tags_financeiras_cor_check", sql`${t.cor} ~ '^#[0-9A-Fa-f]{6}$'`)],
);

export const lancamentosParaTags = pgTable(
  "lancamentos_para_tags",
  {
    id: id(),
    lancamentoId: uuid("lancamento_id")
      .notNull()
      .references(() => lancamentosFinanceiros.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tagsFinanceiras.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lancamentos_para_tags_pair_idx").on(t.lancamentoId, t.tagId)],
);

/**
 * 'Fechamento de caixa': a day's count of a 'caixa' account. A reopened closing (owner only) keeps its row with
 * reabertoEm set, and the day may be closed again: one open closing per account and day.
 */
export const fechamentosCaixa = pgTable(
  "fechamentos_caixa",
  {
    id: id(),
    data: date("data").notNull(),
    contaBancariaId: uuid("conta_bancaria_id")
      .notNull()
      .references(() => contasBancarias.id, { onDelete: "restrict" }),
    saldoEsperado: numeric("saldo_esperado", { precision: 15, scale: 2 }).notNull(),
    saldoContado: numeric("saldo_contado", { precision: 15, scale: 2 }).notNull(),
    /** saldoContado - saldoEsperado: negative when cash is missing. */
    diferenca: numeric("diferenca", { precision: 15, scale: 2 }).notNull(),
    observacoes: text("observacoes"),
    fechadoPor: uuid("fechado_por").references(() => users.id, { onDelete: "set null" }),
    fechadoEm: timestamp("fechado_em", { withTimezone: true }).notNull().defaultNow(),
    reabertoPor: uuid("reaberto_por").references(() => users.id, { onDelete: "set null" }),
    reabertoEm: timestamp("reaberto_em", { withTimezone: true }),
    /** 1 for the day's first closing of the account, 2 for the one after its reopening, and so on. */
    versao: integer("versao").notNull().default(1),
    motivoReabertura: text("motivo_reabertura"),
    /** The 'Quebra de caixa' / 'Sobra de caixa' lançamento that booked the difference; null when there was none. */
    lancamentoDiferencaId: uuid("lancamento_diferenca_id").references(() => lancamentosFinanceiros.id, {
      onDelete: "restrict",
    }),
  },
  (t) => [
    uniqueIndex("fechamentos_caixa_aberto_idx")
      .on(t.data, t.contaBancariaId)
      .where(sql`${t.reabertoEm} IS NULL`),
    check("fechamentos_caixa_diferenca_check", sql`${t.diferenca} = ${t.saldoContado} - ${t.saldoEsperado}`),
  ],
);

/**
 * 'Conferido': the clerk matched one line of the day's receipts (one method into one account) with the bank or card
 * statement (docs/product.md §12.14). One row per day, account and method while it is marked; unmarking deletes it.
 */
export const conferenciasRecebimento = pgTable(
  "conferencias_recebimento",
  {
    id: id(),
    data: date("data").notNull(),
    contaBancariaId: uuid("conta_bancaria_id")
      .notNull()
      .references(() => contasBancarias.id, { onDelete: "restrict" }),
    metodo: varchar("metodo", { length: 20 }).notNull(),
    conferidoPor: uuid("conferido_por").references(() => users.id, { onDelete: "set null" }),
    conferidoEm: timestamp("conferido_em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conferencias_recebimento_linha_idx").on(t.data, t.contaBancariaId, t.metodo),
    check("conferencias_recebimento_metodo_check", sql`${t.metodo} IN (${inList(PAYMENT_METHODS)})`),
  ],
);

export type ContaBancaria = typeof contasBancarias.$inferSelect;
export type LancamentoFinanceiro = typeof lancamentosFinanceiros.$inferSelect;
export type TagFinanceira = typeof tagsFinanceiras.$inferSelect;
export type FechamentoCaixa = typeof fechamentosCaixa.$inferSelect;
