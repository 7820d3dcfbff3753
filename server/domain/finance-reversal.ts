// 'Estornar' (docs/product.md §10.4, docs/decisions/0015): a lançamento is never deleted; the owner undoes a settled
// one with its opposite entry, once, and calls off a pending one.
import type { LancamentoView } from "@shared/api/finance";
import type { EntryType } from "@shared/enums";
import { brDate, calendarDateAt } from "@shared/pousada-time";
import type { Db } from "../db";
import { ConflictError } from "../errors";
import type { LancamentoRow } from "../storage/finance-entries";
import { systemClock, type Clock } from "./clock";
import { entryView, lockEntry } from "./finance-entries";
import { lockAccounts, postToBalances } from "./ledger";
import { transactional, type Store } from "./transaction";

const OPPOSITE: Record<EntryType, EntryType> = {
  receita: "despesa",
  despesa: "receita",
  transferencia: "transferencia",
};

/** The entry that undoes `entry`: the opposite type, the same amount; a transfer goes back the other way. */
function reversalOf(entry: LancamentoRow) {
  const transfer = entry.tipo === "transferencia";
  return {
    tipo: OPPOSITE[entry.tipo as EntryType],
    contaBancariaId: transfer ? entry.contaDestinoId! : entry.contaBancariaId,
    contaDestinoId: transfer ? entry.contaBancariaId : null,
    categoria: entry.categoria,
    descricao: `Estorno: ${entry.descricao ?? entry.categoria}`,
    valor: entry.valor,
    status: "PAGO" as const,
    numeroDocumento: entry.numeroDocumento,
    estornoDeId: entry.id,
  };
}

/** Writes and posts `entry`'s opposite, settled on `day`, once: 409 when it is already reversed. */
export async function postReversal(
  s: Store,
  entry: LancamentoRow,
  day: string,
  motivo: string,
  userId: string,
  now: Date,
) {
  const locked = await lockAccounts(s, [entry.contaBancariaId, entry.contaDestinoId]);
  const reversal = await s.lancamentos.insertReversal({
    ...reversalOf(entry),
    dataLancamento: day,
    dataPagamento: day,
    observacoes: motivo,
    criadoPor: userId,
    createdAt: now,
    updatedAt: now,
  });
  // The unique estorno_de_id: the last word if two reversals ever got past the row lock.
  if (reversal === "duplicate") throw new ConflictError("Este lançamento já foi estornado.", "id");
  await postToBalances(s, locked, reversal, now);
  return reversal;
}

export function financeReversalDomain(db: Db, clock: Clock = systemClock) {
  const inTransaction = transactional(db, clock);

  return {
    /**
     * A settled entry gets its opposite entry, linked by estorno_de_id, once ('created'); a pending one is called
     * off (CANCELADO). Payments of stays and their refunds are undone through the payment.
     */
    async reverseEntry(
      id: string,
      motivo: string,
      userId: string,
    ): Promise<{ created: boolean; entry: LancamentoView }> {
      return inTransaction(async (s, now) => {
        const today = calendarDateAt(now, await s.settings.timeZone());
        const entry = await lockEntry(s, id);
        if (entry.estornoDeId)
          throw new ConflictError("Este lançamento já é um estorno e não pode ser estornado.", "id");
        const writer = await s.lancamentos.writtenBy(id);
        if (writer === "payment") {
          throw new ConflictError(
            "Este lançamento foi gerado por um pagamento de hospedagem: para desfazê-lo, estorne o pagamento em Pagamentos.",
            "id",
          );
        }
        if (writer === "refund") {
          throw new ConflictError(
            "Este lançamento é o estorno de um pagamento de hospedagem e não pode ser estornado.",
            "id",
          );
        }
        if (writer === "closing") {
          throw new ConflictError(
            `Este lançamento é a diferença do fechamento de caixa de ${brDate(entry.dataLancamento)}: ele só é desfeito reabrindo o caixa desse dia (Relatórios > Caixa do dia).`,
            "id",
          );
        }
        if (writer === "fee") {
          throw new ConflictError(
            "Este lançamento é a multa de uma reserva cancelada, retida de um pagamento de hospedagem, e não pode ser estornado.",
            "id",
          );
        }
        if (entry.status === "CANCELADO") throw new ConflictError("Este lançamento já foi cancelado.", "status");
        if (entry.status === "PENDENTE") {
          const observacoes = [entry.observacoes, `Cancelado: ${motivo}`].filter(Boolean).join("\n");
          await s.lancamentos.setStatus(id, { status: "CANCELADO", dataPagamento: null, observacoes }, now);
          return { created: false, entry: await entryView(s, id, now) };
        }
        if (await s.lancamentos.reversalOf(id)) throw new ConflictError("Este lançamento já foi estornado.", "id");

        const reversal = await postReversal(s, entry, today, motivo, userId, now);
        return { created: true, entry: await entryView(s, reversal.id, now) };
      });
    },
  };
}
