// After a restore, before it commits: the sums and links the file must keep, checked on the restored rows.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

export function systemIntegrityStorage(db: DbOrTx) {
  return {
    /** The first account whose balance is not its opening balance plus its settled entries, or undefined. */
    async unbalancedAccount() {
      const result = await db.execute<{ nome: string; saldo: string; esperado: string }>(sql`
        SELECT c.nome, c.saldo_atual::text AS saldo, (c.saldo_inicial + coalesce(m.delta, 0))::text AS esperado
        FROM contas_bancarias c LEFT JOIN (
          SELECT conta, sum(delta) AS delta FROM (
            SELECT conta_bancaria_id AS conta, CASE tipo WHEN 'receita' THEN valor ELSE -valor END AS delta
            FROM lancamentos_financeiros WHERE status = 'PAGO'
            UNION ALL
            SELECT conta_destino_id, valor FROM lancamentos_financeiros WHERE status = 'PAGO' AND tipo = 'transferencia'
          ) x GROUP BY conta
        ) m ON m.conta = c.id
        WHERE c.saldo_atual <> c.saldo_inicial + coalesce(m.delta, 0)
        ORDER BY c.nome LIMIT 1`);
      return result.rows[0];
    },

    /** The first break between a stay's payments and the ledger, described for the message, or undefined. */
    async brokenPayment(): Promise<{ table: string; problem: string } | undefined> {
      const withoutEntry = await db.execute<{ id: string }>(sql`
        SELECT id::text FROM payments WHERE conta_bancaria_id IS NOT NULL AND lancamento_id IS NULL ORDER BY id LIMIT 1`);
      if (withoutEntry.rows[0])
        return { table: "payments", problem: `o pagamento ${withoutEntry.rows[0].id} não tem o seu lançamento` };
      const linkWithout = await db.execute<{ id: string }>(sql`
        SELECT pr.lancamento_financeiro_id::text AS id FROM pagamentos_reserva pr
        WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.lancamento_id = pr.lancamento_financeiro_id)
          AND NOT EXISTS (SELECT 1 FROM payment_refunds f WHERE f.lancamento_id = pr.lancamento_financeiro_id)
        ORDER BY 1 LIMIT 1`);
      if (linkWithout.rows[0])
        return {
          table: "pagamentos_reserva",
          problem: `o lançamento ${linkWithout.rows[0].id} está ligado a uma reserva sem o pagamento ou estorno dele`,
        };
      const paidWithout = await db.execute<{ id: string }>(sql`
        SELECT r.id::text FROM reservations r WHERE r.status_pagamento <> 'PENDENTE'
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.amount > p.refunded_amount)
        ORDER BY 1 LIMIT 1`);
      if (paidWithout.rows[0])
        return {
          table: "payments",
          problem: `a reserva ${paidWithout.rows[0].id} consta como paga, mas os seus pagamentos não estão no arquivo`,
        };
      return undefined;
    },
  };
}
