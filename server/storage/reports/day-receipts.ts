// The day's receipts of stays by method and account, with the clerk's 'Conferido' marks (docs/product.md §12.14):
// every account, not only the caixas (PIX, cards and transfers land in the bank accounts).
import { and, eq, sql } from "drizzle-orm";
import { conferenciasRecebimento, contasBancarias, lancamentosFinanceiros } from "@shared/schema/finance";
import { payments } from "@shared/schema/payments";
import { users } from "@shared/schema/users";
import type { DbOrTx } from "../../db";

export type DayReceiptRow = {
  contaId: string;
  contaNome: string;
  method: string;
  total: string;
  count: number;
  conferidoEm: Date | null;
  conferidoPorFirst: string | null;
  conferidoPorLast: string | null;
  conferidoPorEmail: string | null;
};

export function dayReceiptsStorage(db: DbOrTx) {
  return {
    /** The payments settled in the ledger on `date`, summed by account and method, with each line's mark. */
    async receipts(date: string): Promise<DayReceiptRow[]> {
      const { rows } = await db.execute<DayReceiptRow>(sql`
        SELECT c.id AS "contaId", c.nome AS "contaNome", p.method, sum(l.valor)::text AS total, count(*)::int AS count,
          cr.conferido_em AS "conferidoEm", u.first_name AS "conferidoPorFirst", u.last_name AS "conferidoPorLast",
          u.email AS "conferidoPorEmail"
        FROM ${payments} p
        JOIN ${lancamentosFinanceiros} l ON l.id = p.lancamento_id
        JOIN ${contasBancarias} c ON c.id = l.conta_bancaria_id
        LEFT JOIN ${conferenciasRecebimento} cr
          ON cr.data = ${date}::date AND cr.conta_bancaria_id = c.id AND cr.metodo = p.method
        LEFT JOIN ${users} u ON u.id = cr.conferido_por
        WHERE l.status = 'PAGO' AND l.data_pagamento = ${date}::date
        GROUP BY c.id, c.nome, p.method, cr.conferido_em, u.first_name, u.last_name, u.email
        ORDER BY c.nome, c.id, p.method`);
      return rows.map((row) => ({ ...row, conferidoEm: row.conferidoEm ? new Date(row.conferidoEm) : null }));
    },

    /** Marks one line; marking it twice keeps the first mark (two clerks at once agree). */
    async mark(line: { data: string; contaBancariaId: string; metodo: string }, userId: string, at: Date) {
      await db
        .insert(conferenciasRecebimento)
        .values({ ...line, conferidoPor: userId, conferidoEm: at })
        .onConflictDoNothing();
    },

    async unmark(line: { data: string; contaBancariaId: string; metodo: string }) {
      await db
        .delete(conferenciasRecebimento)
        .where(
          and(
            eq(conferenciasRecebimento.data, line.data),
            eq(conferenciasRecebimento.contaBancariaId, line.contaBancariaId),
            eq(conferenciasRecebimento.metodo, line.metodo),
          ),
        );
    },
  };
}
