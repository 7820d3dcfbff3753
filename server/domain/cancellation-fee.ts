// The fee a cancellation keeps (docs/decisions/0031): the money is already in the account (the payments' receitas),
// so the ledger books it as a receita 'Multa de cancelamento' and moves the same amount out of 'Hospedagem' with a
// despesa: the account's balance stays, the fee shows as what it is.
import { fromCentavos } from "@shared/money";
import type { PaymentRow as Payment } from "../storage/payments";
import { ConflictError } from "../errors";
import type { storage } from "../storage";
import { lockAccounts, postCentavos } from "./ledger";

export async function bookFee(
  s: ReturnType<typeof storage>,
  held: Payment[],
  feeCentavos: number,
  userId: string,
  now: Date,
  today: string,
) {
  const contaId = held.find((payment) => payment.contaBancariaId)?.contaBancariaId;
  if (!contaId) {
    throw new ConflictError(
      "Os pagamentos desta reserva não têm conta bancária: a multa não tem onde ser lançada.",
      "multa",
    );
  }
  const locked = await lockAccounts(s, [contaId]);
  const valor = fromCentavos(feeCentavos);
  const entry = { contaBancariaId: contaId, valor, dataLancamento: today, status: "PAGO", dataPagamento: today };
  const stamps = { criadoPor: userId, createdAt: now, updatedAt: now };
  await s.lancamentos.insert({
    ...entry,
    ...stamps,
    tipo: "receita",
    categoria: "Multa de cancelamento",
    descricao: "Multa de cancelamento",
  });
  await s.lancamentos.insert({
    ...entry,
    ...stamps,
    tipo: "despesa",
    categoria: "Hospedagem",
    descricao: "Pagamento de hospedagem retido como multa de cancelamento",
  });
  await postCentavos(
    s,
    locked,
    [
      { contaId, centavos: feeCentavos },
      { contaId, centavos: -feeCentavos },
    ],
    now,
    today,
  );
}
