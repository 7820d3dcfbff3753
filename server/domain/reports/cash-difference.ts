// A closing's difference booked on its caixa (docs/product.md §12.14): a 'Quebra de caixa' (despesa) or 'Sobra de
// caixa' (receita) dated the closed day, so the balance equals the counted cash; reopening reverses it on that day.
import { fromCentavos } from "@shared/money";
import { brDate } from "@shared/pousada-time";
import type { ContaRow } from "../../storage/finance-accounts";
import { lockEntry } from "../finance-entries";
import { postReversal } from "../finance-reversal";
import { postToBalances } from "../ledger";
import type { Store } from "../transaction";

/** Books `centavos` (counted - expected) on the locked caixa before its closing is written; its id, or null for 0. */
export async function bookDifference(
  s: Store,
  conta: ContaRow,
  day: string,
  centavos: number,
  userId: string,
  now: Date,
) {
  if (centavos === 0) return null;
  const short = centavos < 0;
  const entry = await s.lancamentos.insert({
    contaBancariaId: conta.id,
    tipo: short ? "despesa" : "receita",
    categoria: short ? "Quebra de caixa" : "Sobra de caixa",
    descricao: `Fechamento de caixa de ${brDate(day)}`,
    valor: fromCentavos(Math.abs(centavos)),
    dataLancamento: day,
    status: "PAGO",
    dataPagamento: day,
    criadoPor: userId,
    createdAt: now,
    updatedAt: now,
  });
  await postToBalances(s, new Map([[conta.id, conta]]), entry, now);
  return entry.id;
}

/** Reverses a reopened closing's difference, dated its day (open again by now), with the reopening's reason. */
export async function reverseDifference(s: Store, lancamentoId: string, motivo: string, userId: string, now: Date) {
  const entry = await lockEntry(s, lancamentoId);
  await postReversal(s, entry, entry.dataPagamento!, motivo, userId, now);
}
