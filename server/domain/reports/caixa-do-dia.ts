// The day's cash from the ledger (docs/product.md §12.14): each cash account's opening balance, the day's moves by kind
// and the expected balance; and a closing as the API shows it. Money in integer centavos while computing.
import type { CashClosing } from "@shared/api/reports";
import type { PaymentMethod } from "@shared/enums";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import type { DbOrTx } from "../../db";
import { fechamentoCaixaStorage } from "../../storage/reports/fechamento-caixa";
import { byAmountDesc } from "./math";

/** Each account's day: opening, the day's moves by kind, and the expected balance, by account id. */
export async function cashFigures(db: DbOrTx, ids: string[], date: string) {
  const data = fechamentoCaixaStorage(db);
  const [openings, moves] = await Promise.all([data.openingBalances(ids, date), data.dayMoves(ids, date)]);
  return new Map(
    ids.map((id) => {
      const opening = toSignedCentavos(openings.find((o) => o.id === id)?.saldo ?? "0");
      const mine = moves.filter((m) => m.contaId === id);
      const sumOf = (kind: string) =>
        mine.filter((m) => m.kind === kind).reduce((total, m) => total + toSignedCentavos(m.total), 0);
      const byMethod = mine
        .filter((m) => m.kind === "pagamento")
        .map((m) => ({ method: m.method as PaymentMethod, amount: m.total, count: m.count }))
        .sort(byAmountDesc((m) => toSignedCentavos(m.amount)));
      const received = sumOf("pagamento");
      const refunds = sumOf("estorno");
      const entradas = sumOf("entrada");
      const saidas = sumOf("saida");
      return [
        id,
        {
          saldoAbertura: fromSignedCentavos(opening),
          recebidoPorMetodo: byMethod,
          recebidoTotal: fromSignedCentavos(received),
          estornos: fromSignedCentavos(refunds),
          outrasEntradas: fromSignedCentavos(entradas),
          outrasSaidas: fromSignedCentavos(saidas),
          saldoEsperado: fromSignedCentavos(opening + received - refunds + entradas - saidas),
        },
      ] as const;
    }),
  );
}

type ClosingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof fechamentoCaixaStorage>["closingById"]>>>;

export const personName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(" ").trim() || email || "Usuário";

export function closingView(row: ClosingRow): CashClosing {
  const c = row.closing;
  return {
    id: c.id,
    data: c.data,
    contaBancariaId: c.contaBancariaId,
    saldoEsperado: c.saldoEsperado,
    saldoContado: c.saldoContado,
    diferenca: c.diferenca,
    observacoes: c.observacoes,
    fechadoPor: c.fechadoPor
      ? { id: c.fechadoPor, nome: personName(row.openedByFirst, row.openedByLast, row.openedByEmail) }
      : null,
    fechadoEm: c.fechadoEm.toISOString(),
    reabertoPor: c.reabertoPor
      ? { id: c.reabertoPor, nome: personName(row.reopenedByFirst, row.reopenedByLast, row.reopenedByEmail) }
      : null,
    reabertoEm: c.reabertoEm ? c.reabertoEm.toISOString() : null,
    motivoReabertura: c.motivoReabertura,
    versao: c.versao,
  };
}
