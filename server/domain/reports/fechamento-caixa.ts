// Fechamento de caixa (docs/product.md §12.14): the day's cash of every active cash account, closing one account's day
// with the counted cash, and the owner reopening a closed day.
import type { CashClosing, CashDay } from "@shared/api/reports";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { brDate, calendarDateAt } from "@shared/pousada-time";
import type { CloseCashDay } from "@shared/validators/reports";
import type { Db } from "../../db";
import { retryOnConflict } from "../../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { contasStorage } from "../../storage/finance-accounts";
import { fechamentoCaixaStorage } from "../../storage/reports/fechamento-caixa";
import { settingsStorage } from "../../storage/settings";
import type { Clock } from "../clock";
import { cashFigures, closingView } from "./caixa-do-dia";

export const CLOSING_NOT_FOUND = "Fechamento de caixa não encontrado";
const CASH_ACCOUNT_NOT_FOUND = "Caixa não encontrado";

export function fechamentoCaixa(db: Db, clock: Clock) {
  const data = fechamentoCaixaStorage(db);

  return {
    async cashDay(date: string): Promise<CashDay> {
      const accounts = await data.activeCashAccounts();
      const ids = accounts.map((a) => a.id);
      const [figuresById, closings] = await Promise.all([cashFigures(db, ids, date), data.closingsOf(ids, date)]);
      return {
        data: date,
        contas: accounts.map((conta) => {
          const mine = closings.filter((c) => c.closing.contaBancariaId === conta.id).map(closingView);
          return {
            conta,
            ...figuresById.get(conta.id)!,
            fechamento: mine.find((c) => c.reabertoEm === null) ?? null,
            reabertos: mine.filter((c) => c.reabertoEm !== null),
          };
        }),
      };
    },

    /** Closes one account's day with the counted cash: the expected balance is computed in the same transaction. */
    async closeDay(input: CloseCashDay, userId: string): Promise<CashClosing> {
      const id = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const store = fechamentoCaixaStorage(tx);
          if (input.data > calendarDateAt(now, await settingsStorage(tx).timeZone()))
            throw new ValidationError("Não é possível fechar o caixa de um dia que ainda não chegou", "data");
          // The account's row locked: concurrent closings (and money moves) of this cash take turns.
          const [conta] = await contasStorage(tx).lockByIds([input.contaBancariaId]);
          if (!conta) throw new NotFoundError(CASH_ACCOUNT_NOT_FOUND);
          if (conta.tipo !== "caixa" || !conta.isAtiva)
            throw new ValidationError("Escolha um caixa ativo (conta do tipo Caixa)", "contaBancariaId");
          const alreadyClosed = () =>
            new ConflictError(
              `O caixa "${conta.nome}" de ${brDate(input.data)} já foi fechado. Para corrigir, o proprietário deve reabri-lo.`,
              "data",
            );
          if (await store.lockOpenClosing(conta.id, input.data)) throw alreadyClosed();
          const expected = (await cashFigures(tx, [conta.id], input.data)).get(conta.id)!.saldoEsperado;
          const counted = toSignedCentavos(input.saldoContado);
          const row = await store.insertClosing({
            data: input.data,
            contaBancariaId: conta.id,
            saldoEsperado: expected,
            saldoContado: fromSignedCentavos(counted),
            diferenca: fromSignedCentavos(counted - toSignedCentavos(expected)),
            observacoes: input.observacoes ?? null,
            fechadoPor: userId,
            fechadoEm: now,
          });
          if (row === "duplicate") throw alreadyClosed();
          return row.id;
        }),
      );
      return closingView((await data.closingById(id))!);
    },

    /** The owner reopens a closed day; the day may then be closed again (the old closing is kept, reopened). */
    async reopen(id: string, userId: string): Promise<CashClosing> {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const store = fechamentoCaixaStorage(tx);
          const closing = await store.lockClosing(id);
          if (!closing) throw new NotFoundError(CLOSING_NOT_FOUND);
          if (closing.reabertoEm) throw new ConflictError("Este fechamento de caixa já foi reaberto.", "id");
          await store.reopenClosing(id, userId, clock());
        }),
      );
      return closingView((await data.closingById(id))!);
    },
  };
}
