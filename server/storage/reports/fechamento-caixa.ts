// The day's cash and its closing (docs/product.md §12.14): the active cash accounts, their opening balances and the
// day's moves from the ledger, and the closings (fechamentos_caixa) with who closed and who reopened them.
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { contasBancarias, fechamentosCaixa, lancamentosFinanceiros } from "@shared/schema/finance";
import { paymentRefunds, payments } from "@shared/schema/payments";
import { users } from "@shared/schema/users";
import { findPgError } from "../../db/pg-errors";
import type { DbOrTx } from "../../db";
import { accountBalance } from "./account-balance";

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export function fechamentoCaixaStorage(db: DbOrTx) {
  const openedBy = alias(users, "fechado_por_user");
  const reopenedBy = alias(users, "reaberto_por_user");

  function closingsWhere(where: SQL | undefined) {
    return db
      .select({
        closing: fechamentosCaixa,
        openedByFirst: openedBy.firstName,
        openedByLast: openedBy.lastName,
        openedByEmail: openedBy.email,
        reopenedByFirst: reopenedBy.firstName,
        reopenedByLast: reopenedBy.lastName,
        reopenedByEmail: reopenedBy.email,
      })
      .from(fechamentosCaixa)
      .leftJoin(openedBy, eq(openedBy.id, fechamentosCaixa.fechadoPor))
      .leftJoin(reopenedBy, eq(reopenedBy.id, fechamentosCaixa.reabertoPor))
      .where(where)
      .orderBy(sql`${fechamentosCaixa.fechadoEm} DESC, ${fechamentosCaixa.id} DESC`);
  }

  return {
    activeCashAccounts() {
      return db
        .select({ id: contasBancarias.id, nome: contasBancarias.nome })
        .from(contasBancarias)
        .where(and(eq(contasBancarias.tipo, "caixa"), eq(contasBancarias.isAtiva, true)))
        .orderBy(asc(contasBancarias.nome), asc(contasBancarias.id));
    },

    /** Each account's balance at the start of `date`: opening balance plus entries settled before it. */
    async openingBalances(ids: string[], date: string) {
      if (!ids.length) return [];
      const { rows } = await db.execute<{ id: string; saldo: string }>(sql`
        SELECT c.id, ${accountBalance(sql`r.data < ${date}::date`)} AS saldo
        FROM ${contasBancarias} c WHERE c.id IN (${uuidList(ids)})`);
      return rows;
    },

    /**
     * The entries settled on `date` in these accounts, classified: a payment of a stay (by method), its refund, or
     * another entry in or out (receitas and transfers in; despesas and transfers out).
     */
    async dayMoves(ids: string[], date: string) {
      if (!ids.length) return [];
      const { rows } = await db.execute<{
        contaId: string;
        kind: string;
        method: string | null;
        total: string;
        count: number;
      }>(sql`
        SELECT conta_id AS "contaId", kind, method, sum(valor)::text AS total, count(*)::int AS count FROM (
          SELECT c.id AS conta_id, l.valor,
            CASE
              WHEN p.id IS NOT NULL AND l.conta_bancaria_id = c.id THEN 'pagamento'
              WHEN pr.id IS NOT NULL AND l.conta_bancaria_id = c.id THEN 'estorno'
              WHEN l.tipo = 'receita' OR (l.tipo = 'transferencia' AND l.conta_destino_id = c.id) THEN 'entrada'
              ELSE 'saida' END AS kind,
            CASE WHEN p.id IS NOT NULL THEN p.method END AS method
          FROM ${contasBancarias} c
          JOIN ${lancamentosFinanceiros} l ON (l.conta_bancaria_id = c.id OR l.conta_destino_id = c.id)
          LEFT JOIN ${payments} p ON p.lancamento_id = l.id
          LEFT JOIN ${paymentRefunds} pr ON pr.lancamento_id = l.id
          WHERE c.id IN (${uuidList(ids)}) AND l.status = 'PAGO' AND l.data_pagamento = ${date}::date
        ) moves GROUP BY 1, 2, 3`);
      return rows;
    },

    /** The closings of `date` for these accounts (open and reopened), newest first, with who closed and reopened. */
    closingsOf(ids: string[], date: string) {
      if (!ids.length) return Promise.resolve([]);
      return closingsWhere(and(inArray(fechamentosCaixa.contaBancariaId, ids), eq(fechamentosCaixa.data, date)));
    },

    async closingById(id: string) {
      const [row] = await closingsWhere(eq(fechamentosCaixa.id, id));
      return row;
    },

    /** The first of these accounts whose `date` is closed (an open closing), or undefined. */
    async closedOn(ids: string[], date: string) {
      if (!ids.length) return undefined;
      const [row] = await db
        .select({ nome: contasBancarias.nome })
        .from(fechamentosCaixa)
        .innerJoin(contasBancarias, eq(contasBancarias.id, fechamentosCaixa.contaBancariaId))
        .where(
          and(
            inArray(fechamentosCaixa.contaBancariaId, ids),
            eq(fechamentosCaixa.data, date),
            isNull(fechamentosCaixa.reabertoEm),
          ),
        )
        .orderBy(asc(contasBancarias.nome))
        .limit(1);
      return row;
    },

    /** The account's open closing of `date`, locked. */
    async lockOpenClosing(contaId: string, date: string) {
      const [row] = await db
        .select()
        .from(fechamentosCaixa)
        .where(
          and(
            eq(fechamentosCaixa.contaBancariaId, contaId),
            eq(fechamentosCaixa.data, date),
            isNull(fechamentosCaixa.reabertoEm),
          ),
        )
        .for("update");
      return row;
    },

    async lockClosing(id: string) {
      const [row] = await db.select().from(fechamentosCaixa).where(eq(fechamentosCaixa.id, id)).for("update");
      return row;
    },

    /** A closing, or 'duplicate' when the day of that account is already closed (the partial unique index). */
    async insertClosing(values: typeof fechamentosCaixa.$inferInsert) {
      try {
        const [row] = await db.insert(fechamentosCaixa).values(values).returning();
        return row!;
      } catch (error) {
        if (findPgError(error)?.code === "23505") return "duplicate" as const;
        throw error;
      }
    },

    async reopenClosing(id: string, userId: string, motivo: string, at: Date) {
      await db
        .update(fechamentosCaixa)
        .set({ reabertoPor: userId, reabertoEm: at, motivoReabertura: motivo })
        .where(eq(fechamentosCaixa.id, id));
    },

    /** The highest version among the account's closings of `date`; 0 before the first. */
    async lastVersion(contaId: string, date: string) {
      const [row] = await db
        .select({ versao: sql<number>`coalesce(max(${fechamentosCaixa.versao}), 0)::int` })
        .from(fechamentosCaixa)
        .where(and(eq(fechamentosCaixa.contaBancariaId, contaId), eq(fechamentosCaixa.data, date)));
      return row!.versao;
    },
  };
}
