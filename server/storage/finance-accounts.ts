// The pousada's bank accounts and their balances (docs/decisions/0015). Queries only: the balance rules are in
// server/domain/ledger.ts.
import { asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { contasBancarias, lancamentosFinanceiros, type ContaBancaria } from "@shared/schema/finance";
import { payments } from "@shared/schema/payments";
import type { DbOrTx } from "../db";

/** An account as the domain handles it (server/domain never imports the tables). */
export type ContaRow = ContaBancaria;

type NewConta = typeof contasBancarias.$inferInsert;

export function contasStorage(db: DbOrTx) {
  return {
    /** Every account, the active ones first, by name. */
    /**
     * What the card acquirers have still to pay into each account (docs/product.md §12.14): the card payments whose
     * expected settlement date is after `today`, less what was refunded of them and their fee; by account id.
     */
    async toArrive(today: string): Promise<Map<string, string>> {
      const { rows } = await db.execute<{ contaId: string; total: string }>(sql`
        SELECT p.conta_bancaria_id AS "contaId",
          sum(p.amount - p.refunded_amount - coalesce(t.valor, 0))::text AS total
        FROM ${payments} p
        LEFT JOIN ${lancamentosFinanceiros} t ON t.id = p.taxa_lancamento_id
        WHERE p.status = 'completed' AND p.data_prevista_recebimento > ${today}::date
        GROUP BY 1`);
      return new Map(rows.map((row) => [row.contaId, row.total]));
    },
    list() {
      return db
        .select()
        .from(contasBancarias)
        .orderBy(desc(contasBancarias.isAtiva), asc(contasBancarias.nome), asc(contasBancarias.id));
    },
    async findById(id: string) {
      const [conta] = await db.select().from(contasBancarias).where(eq(contasBancarias.id, id));
      return conta;
    },
    /**
     * The accounts, locked until the transaction ends, in id order (docs/decisions/0015: two transactions touching
     * the same two accounts never wait for each other in a circle).
     */
    lockByIds(ids: string[]) {
      const sorted = [...new Set(ids)].sort();
      return db
        .select()
        .from(contasBancarias)
        .where(inArray(contasBancarias.id, sorted))
        .orderBy(asc(contasBancarias.id))
        .for("update");
    },
    async insert(values: NewConta) {
      const [conta] = await db.insert(contasBancarias).values(values).returning();
      return conta!;
    },
    async update(id: string, values: Partial<NewConta>, at: Date) {
      const [conta] = await db
        .update(contasBancarias)
        .set({ ...values, updatedAt: at })
        .where(eq(contasBancarias.id, id))
        .returning();
      return conta;
    },
    /** saldo_atual + delta (a signed decimal string), on a row the caller has locked. */
    async addToBalance(id: string, delta: string, at: Date) {
      await db
        .update(contasBancarias)
        .set({ saldoAtual: sql`${contasBancarias.saldoAtual} + ${delta}::numeric`, updatedAt: at })
        .where(eq(contasBancarias.id, id));
    },
    /** Whether any lançamento leaves from or arrives in the account, whatever its status. */
    async hasEntries(id: string) {
      const [row] = await db
        .select({ one: sql`1` })
        .from(lancamentosFinanceiros)
        .where(or(eq(lancamentosFinanceiros.contaBancariaId, id), eq(lancamentosFinanceiros.contaDestinoId, id)))
        .limit(1);
      return row !== undefined;
    },
  };
}
