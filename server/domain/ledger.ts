// Posting to the books: what a settled lançamento does to each account's balance, applied on accounts the
// transaction has locked (docs/decisions/0015). Every money path (a lançamento, its 'baixa' or reversal, a payment
// of a stay, its refund) goes through here, so a balance moves one way only.
import type { EntryType } from "@shared/enums";
import { formatReais, fromSignedCentavos, toCentavos, toSignedCentavos } from "@shared/money";
import { brDate } from "@shared/pousada-time";
import { ConflictError } from "../errors";
import type { ContaRow } from "../storage/finance-accounts";
import type { Store } from "./transaction";

/** numeric(15,2): the largest balance an account can hold, either way. */
const MAX_BALANCE_CENTAVOS = 999_999_999_999_999;

interface Posting {
  tipo: string;
  valor: string;
  contaBancariaId: string;
  contaDestinoId: string | null;
  dataPagamento: string | null;
}

/** Receita: + in its account; despesa: -; transferência: - in the origin, + in the destination. */
function balanceEffects(entry: Posting): Array<{ contaId: string; centavos: number }> {
  const value = toCentavos(entry.valor);
  switch (entry.tipo as EntryType) {
    case "receita":
      return [{ contaId: entry.contaBancariaId, centavos: value }];
    case "despesa":
      return [{ contaId: entry.contaBancariaId, centavos: -value }];
    case "transferencia":
      return [
        { contaId: entry.contaBancariaId, centavos: -value },
        { contaId: entry.contaDestinoId!, centavos: value },
      ];
  }
}

/** The columns of a lançamento settled on `day`, written by `userId` at `now` (a payment's receita, its fee, a refund). */
export const settledOn = (day: string, userId: string | null, now: Date) => ({
  dataLancamento: day,
  status: "PAGO" as const,
  dataPagamento: day,
  criadoPor: userId,
  createdAt: now,
  updatedAt: now,
});

/** Locks the accounts (in id order) and gives them by id; the ones that do not exist are missing from the map. */
export async function lockAccounts(s: Store, ids: Array<string | null | undefined>) {
  const rows = await s.contas.lockByIds(ids.filter((id): id is string => Boolean(id)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** 409 for an account that is deactivated: no new money moves through it. */
export function requireActive(conta: ContaRow, field: string) {
  if (!conta.isAtiva) {
    throw new ConflictError(
      `A conta "${conta.nome}" está inativa. Ative-a em Contas Bancárias ou escolha outra conta.`,
      field,
    );
  }
}

/** Moves the balances of a settled entry's accounts (all in `locked`): see postCentavos. */
export function postToBalances(s: Store, locked: Map<string, ContaRow>, entry: Posting, at: Date) {
  if (!entry.dataPagamento) throw new Error("a settled entry has its dataPagamento");
  return postCentavos(s, locked, balanceEffects(entry), at, entry.dataPagamento);
}

/**
 * 409 when the day of one of these (locked) accounts is closed (docs/product.md §12.14): checked after the account
 * rows are locked, as a closing locks them too, so a move either lands before the closing counts it or sees it.
 */
async function requireOpenDay(s: Store, ids: string[], day: string) {
  const closed = await s.fechamentosCaixa.closedOn(ids, day);
  if (closed) {
    throw new ConflictError(
      `O caixa de ${brDate(day)} (${closed.nome}) está fechado. Registre no dia de hoje ou peça ao proprietário para reabrir.`,
      "dataPagamento",
    );
  }
}

/**
 * Adds each effect to its account's balance (all in `locked`), refusing a balance beyond what the column holds.
 * Each balance is computed in centavos from the locked row and written as saldo_atual + delta. `day` is the
 * move's date at the pousada (the caller has it: the ledger reads no time zone), refused on an account whose day
 * is closed.
 */
export async function postCentavos(
  s: Store,
  locked: Map<string, ContaRow>,
  effects: Array<{ contaId: string; centavos: number }>,
  at: Date,
  day: string,
) {
  await requireOpenDay(
    s,
    effects.map((e) => e.contaId),
    day,
  );
  for (const { contaId, centavos } of effects) {
    const conta = locked.get(contaId);
    if (!conta) throw new Error(`account ${contaId} was not locked`);
    const after = toSignedCentavos(conta.saldoAtual) + centavos;
    if (Math.abs(after) > MAX_BALANCE_CENTAVOS) {
      throw new ConflictError(
        `O saldo da conta "${conta.nome}" passaria do limite de ${formatReais(MAX_BALANCE_CENTAVOS)}.`,
        "valor",
      );
    }
    await s.contas.addToBalance(contaId, fromSignedCentavos(centavos), at);
    locked.set(contaId, { ...conta, saldoAtual: fromSignedCentavos(after) });
  }
}
