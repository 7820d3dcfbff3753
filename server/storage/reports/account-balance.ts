// An account's balance from the ledger: its opening balance plus the entries settled (PAGO) in it, transfers counted
// on both sides, read from the per-day summary the triggers keep (migrations/0016, docs/decisions/0045): about a
// thousand small rows per account for three years, not every lançamento. `c` is the contas_bancarias row being read.
import { sql, type SQL } from "drizzle-orm";
import { resumoLancamentosDia } from "@shared/schema/money-summaries";

/** The balance of account `c` over the settlement days `r.data` that meet `settled`, as text. */
export const accountBalance = (settled: SQL) => sql`(c.saldo_inicial + coalesce((
  SELECT sum(CASE WHEN r.movimento IN ('receita', 'entrada') THEN r.total ELSE -r.total END)
  FROM ${resumoLancamentosDia} r
  WHERE r.conta_bancaria_id = c.id AND ${settled}
), 0))::text`;
