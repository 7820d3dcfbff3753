// The day's receipts on the Fechamento de caixa (docs/product.md §12.14): each account's takings by payment method,
// as lines the desk marks 'Conferido' once counted, and marking or clearing one.
import type { DayReceiptLine } from "@shared/api/reports";
import type { PaymentMethod } from "@shared/enums";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import type { ReceiptCheck } from "@shared/validators/reports";
import type { Db } from "../../db";
import { NotFoundError } from "../../errors";
import { dayReceiptsStorage, type DayReceiptRow } from "../../storage/reports/day-receipts";
import type { Clock } from "../clock";
import { personName } from "./caixa-do-dia";

/** One line of the day's receipts as the screen shows it: the account, the method, the sum, who checked it and when. */
export function receiptLine(row: DayReceiptRow): DayReceiptLine {
  return {
    conta: { id: row.contaId, nome: row.contaNome },
    method: row.method as PaymentMethod,
    amount: fromSignedCentavos(toSignedCentavos(row.total)),
    count: row.count,
    conferido: row.conferidoEm
      ? {
          nome: personName(row.conferidoPorFirst, row.conferidoPorLast, row.conferidoPorEmail),
          em: row.conferidoEm.toISOString(),
        }
      : null,
  };
}

/** 'Conferido' on one line of the day's receipts, set or cleared: the line as it now stands. */
export async function checkReceipt(db: Db, clock: Clock, input: ReceiptCheck, userId: string): Promise<DayReceiptLine> {
  const receipts = dayReceiptsStorage(db);
  const line = { data: input.data, contaBancariaId: input.contaBancariaId, metodo: input.metodo };
  const current = (await receipts.receipts(input.data)).find(
    (r) => r.contaId === input.contaBancariaId && r.method === input.metodo,
  );
  if (!current) throw new NotFoundError("Não há recebimentos desta forma de pagamento nesta conta neste dia");
  if (input.conferido) await receipts.mark(line, userId, clock());
  else await receipts.unmark(line);
  const after = (await receipts.receipts(input.data)).find(
    (r) => r.contaId === input.contaBancariaId && r.method === input.metodo,
  )!;
  return receiptLine(after);
}
