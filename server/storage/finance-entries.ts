// The pousada's lançamentos and their tags (docs/decisions/0015). Queries only: the rules (what settles, what may be
// reversed, the balance limits) are in server/domain/finance-entries.ts, finance-reversal.ts and ledger.ts.
import { eq, sql } from "drizzle-orm";
import {
  fechamentosCaixa,
  lancamentosFinanceiros,
  lancamentosParaTags,
  type LancamentoFinanceiro,
} from "@shared/schema/finance";
import { pagamentosReserva, paymentRefunds, payments } from "@shared/schema/payments";
import type { EntryStatus } from "@shared/enums";
import type { DbOrTx } from "../db";
import { findPgError } from "../db/pg-errors";
import { lancamentoViewsStorage } from "./finance-entry-views";

/** An entry as the domain handles it (server/domain never imports the tables). */
export type LancamentoRow = LancamentoFinanceiro;

type NewLancamento = typeof lancamentosFinanceiros.$inferInsert;

export function lancamentosStorage(db: DbOrTx) {
  return {
    ...lancamentoViewsStorage(db),
    /** The entry, locked until the transaction ends: two owners reversing it, or two clerks settling it, take turns. */
    async lockById(id: string) {
      const [entry] = await db
        .select()
        .from(lancamentosFinanceiros)
        .where(eq(lancamentosFinanceiros.id, id))
        .for("update");
      return entry;
    },
    async insert(values: NewLancamento): Promise<LancamentoFinanceiro> {
      const [entry] = await db.insert(lancamentosFinanceiros).values(values).returning();
      return entry!;
    },
    /** The reversal ('estorno') of an entry, or 'duplicate' when the entry already has one (unique estorno_de_id). */
    async insertReversal(values: NewLancamento & { estornoDeId: string }): Promise<LancamentoFinanceiro | "duplicate"> {
      try {
        const [entry] = await db.insert(lancamentosFinanceiros).values(values).returning();
        return entry!;
      } catch (error) {
        if (findPgError(error)?.code === "23505") return "duplicate";
        throw error;
      }
    },
    async setStatus(
      id: string,
      values: { status: EntryStatus; dataPagamento: string | null; observacoes?: string | null },
      at: Date,
    ) {
      await db
        .update(lancamentosFinanceiros)
        .set({ ...values, updatedAt: at })
        .where(eq(lancamentosFinanceiros.id, id));
    },
    /** A new category, description or value of an entry, money unmoved (a cancellation's fee, decision 0037). */
    async reclassify(id: string, values: { valor?: string; categoria?: string; descricao?: string }, at: Date) {
      await db
        .update(lancamentosFinanceiros)
        .set({ ...values, updatedAt: at })
        .where(eq(lancamentosFinanceiros.id, id));
    },
    /** The id of the entry that reversed this one, if any. */
    async reversalOf(id: string) {
      const [row] = await db
        .select({ id: lancamentosFinanceiros.id })
        .from(lancamentosFinanceiros)
        .where(eq(lancamentosFinanceiros.estornoDeId, id));
      return row?.id;
    },
    /**
     * Whether a payment of a stay ('payment'), a refund of one ('refund'), a cash closing's difference ('closing') or
     * a cancellation keeping part of a payment as its fee ('fee': linked to the stay, written by none of the others)
     * wrote this entry.
     */
    async writtenBy(id: string): Promise<"payment" | "refund" | "closing" | "fee" | null> {
      const [row] = await db
        .execute<{ kind: "payment" | "refund" | "closing" | "fee" }>(
          sql`
        SELECT kind FROM (
          SELECT 'payment' AS kind, 1 AS rank FROM ${payments} WHERE ${payments.lancamentoId} = ${id}
          UNION ALL
          SELECT 'refund', 2 FROM ${paymentRefunds} WHERE ${paymentRefunds.lancamentoId} = ${id}
          UNION ALL
          SELECT 'closing', 3 FROM ${fechamentosCaixa} WHERE ${fechamentosCaixa.lancamentoDiferencaId} = ${id}
          UNION ALL
          SELECT 'fee', 4 FROM ${pagamentosReserva} WHERE ${pagamentosReserva.lancamentoFinanceiroId} = ${id}
        ) AS writers ORDER BY rank LIMIT 1`,
        )
        .then((result) => result.rows);
      return row?.kind ?? null;
    },
    /** Replaces the entry's tags with `tagIds`. */
    async replaceTags(lancamentoId: string, tagIds: string[]) {
      await db.delete(lancamentosParaTags).where(eq(lancamentosParaTags.lancamentoId, lancamentoId));
      if (tagIds.length) {
        await db.insert(lancamentosParaTags).values(tagIds.map((tagId) => ({ lancamentoId, tagId })));
      }
    },
  };
}
