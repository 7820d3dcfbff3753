// An account's balance from the ledger: its opening balance plus the entries settled (PAGO) in it, transfers counted
// on both sides. `c` is the contas_bancarias row being read.
import { sql, type SQL } from "drizzle-orm";
import { lancamentosFinanceiros } from "@shared/schema/finance";

/** The balance of account `c` over the entries whose `l.data_pagamento` meets `settled`, as text. */
export const accountBalance = (settled: SQL) => sql`(c.saldo_inicial + coalesce((
  SELECT sum(CASE
    WHEN l.tipo = 'receita' THEN l.valor
    WHEN l.tipo = 'despesa' THEN -l.valor
    WHEN l.conta_destino_id = c.id THEN l.valor
    ELSE -l.valor END)
  FROM ${lancamentosFinanceiros} l
  WHERE (l.conta_bancaria_id = c.id OR l.conta_destino_id = c.id)
    AND l.status = 'PAGO' AND ${settled}
), 0))::text`;
