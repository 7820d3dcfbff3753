// Fechamento de caixa (docs/product.md §12.14): the day's cash of every active cash account, closing one account's day
// with the counted cash, and the owner reopening a closed day. The day's receipts are day-receipts.ts's.
import type { CashClosing, CashDay } from "@shared/api/reports";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { brDate, calendarDateAt } from "@shared/pousada-time";
import type { CloseCashDay, ReceiptCheck, ReopenCashDay } from "@shared/validators/reports";
import type { Db } from "../../db";
import { retryOnConflict } from "../../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { storage } from "../../storage";
import { dayReceiptsStorage } from "../../storage/reports/day-receipts";
import { fechamentoCaixaStorage } from "../../storage/reports/fechamento-caixa";
import type { Clock } from "../clock";
import { cashFigures, closingView } from "./caixa-do-dia";
import { bookDifference, reverseDifference } from "./cash-difference";
import { checkReceipt, receiptLine } from "./day-receipts";

export const CLOSING_NOT_FOUND = "Fechamento de caixa não encontrado";
const CASH_ACCOUNT_NOT_FOUND = "Caixa não encontrado";

export function fechamentoCaixa(db: Db, clock: Clock) {
  const data = fechamentoCaixaStorage(db);

  return {
    async cashDay(date: string): Promise<CashDay> {
      const accounts = await data.activeCashAccounts();
      const ids = accounts.map((a) => a.id);
      const [figuresById, closings, receipts] = await Promise.all([
        cashFigures(db, ids, date),
        data.closingsOf(ids, date),
        dayReceiptsStorage(db).receipts(date),
      ]);
      const contas = accounts.map((conta) => {
        const mine = closings.filter((c) => c.closing.contaBancariaId === conta.id).map(closingView);
        return {
          conta,
          ...figuresById.get(conta.id)!,
          fechamento: mine.find((c) => c.reabertoEm === null) ?? null,
          reabertos: mine.filter((c) => c.reabertoEm !== null),
        };
      });
      const recebimentos = receipts.map(receiptLine);
      return {
        data: date,
        contas,
        recebimentos,
        recebimentosTotal: fromSignedCentavos(recebimentos.reduce((sum, r) => sum + toSignedCentavos(r.amount), 0)),
        completo: recebimentos.every((r) => r.conferido) && contas.every((c) => c.fechamento),
      };
    },

    /** 'Conferido' on one line of the day's receipts, set or cleared: the line as it now stands. */
    checkReceipt: (input: ReceiptCheck, userId: string) => checkReceipt(db, clock, input, userId),

    /**
     * Closes one account's day with the counted cash: the expected balance is computed in the same transaction, the
     * difference is booked so the balance is the counted cash, and the closing is the day's next version.
     */
    async closeDay(input: CloseCashDay, userId: string): Promise<CashClosing> {
      const id = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const s = storage(tx);
          const store = s.fechamentosCaixa;
          if (input.data > calendarDateAt(now, await s.settings.timeZone()))
            throw new ValidationError("Não é possível fechar o caixa de um dia que ainda não chegou", "data");
          // The account's row locked: concurrent closings and money moves of this cash take turns (ledger.ts).
          const [conta] = await s.contas.lockByIds([input.contaBancariaId]);
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
          const difference = counted - toSignedCentavos(expected);
          const lancamentoDiferencaId = await bookDifference(s, conta, input.data, difference, userId, now);
          const row = await store.insertClosing({
            data: input.data,
            contaBancariaId: conta.id,
            saldoEsperado: expected,
            saldoContado: fromSignedCentavos(counted),
            diferenca: fromSignedCentavos(difference),
            versao: (await store.lastVersion(conta.id, input.data)) + 1,
            lancamentoDiferencaId,
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

    /**
     * The owner reopens a closed day, saying why, and its booked difference is reversed; the day may then be closed
     * again as a new version (the old closing is kept, reopened).
     */
    async reopen(id: string, input: ReopenCashDay, userId: string): Promise<CashClosing> {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const s = storage(tx);
          const found = await s.fechamentosCaixa.closingById(id);
          if (!found) throw new NotFoundError(CLOSING_NOT_FOUND);
          // The account first, then the closing: the order closeDay and every money move take.
          await s.contas.lockByIds([found.closing.contaBancariaId]);
          const closing = (await s.fechamentosCaixa.lockClosing(id))!;
          if (closing.reabertoEm) throw new ConflictError("Este fechamento de caixa já foi reaberto.", "id");
          await s.fechamentosCaixa.reopenClosing(id, userId, input.motivo, now);
          if (closing.lancamentoDiferencaId)
            await reverseDifference(s, closing.lancamentoDiferencaId, input.motivo, userId, now);
        }),
      );
      return closingView((await data.closingById(id))!);
    },
  };
}
