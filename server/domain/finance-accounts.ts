// The Financeiro module's bank accounts (docs/product.md §10.4, docs/decisions/0015): the owner opens and edits them;
// their balances move only through ledger.ts.
import type { ContaBancariaView } from "@shared/api/finance";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import type { InsertContaBancaria, UpdateContaBancaria } from "@shared/validators/finance";
import type { Db } from "../db";
import { ConflictError, NotFoundError } from "../errors";
import { contasStorage, type ContaRow } from "../storage/finance-accounts";
import { settingsStorage } from "../storage/settings";
import { systemClock, type Clock } from "./clock";
import { lockAccounts } from "./ledger";
import { transactional } from "./transaction";

export const ACCOUNT_NOT_FOUND = "Conta bancária não encontrada";

const accountView = (conta: ContaRow): ContaBancariaView => ({
  ...conta,
  createdAt: conta.createdAt.toISOString(),
  updatedAt: conta.updatedAt.toISOString(),
});

export function financeAccountsDomain(db: Db, clock: Clock = systemClock) {
  const contas = contasStorage(db);
  const inTransaction = transactional(db, clock);

  return {
    async listAccounts(): Promise<ContaBancariaView[]> {
      const today = calendarDateAt(clock(), await settingsStorage(db).timeZone());
      const [rows, toArrive] = await Promise.all([contas.list(), contas.toArrive(today)]);
      return rows.map((conta) => ({
        ...accountView(conta),
        aReceber: fromSignedCentavos(toSignedCentavos(toArrive.get(conta.id) ?? "0")),
      }));
    },

    async createAccount(input: InsertContaBancaria): Promise<ContaBancariaView> {
      const { ativo, saldoInicial = "0", ...fields } = input;
      const now = clock();
      const conta = await contas.insert({
        ...fields,
        saldoInicial,
        saldoAtual: saldoInicial,
        isAtiva: ativo ?? true,
        createdAt: now,
        updatedAt: now,
      });
      return accountView(conta);
    },

    /**
     * Edits an account; `ativo` deactivates or reactivates it. The opening balance may be corrected only while no
     * lançamento touches the account (the balance then moves with it); afterwards a correction is an entry.
     */
    async updateAccount(id: string, input: UpdateContaBancaria): Promise<ContaBancariaView> {
      return inTransaction(async (s, now) => {
        const [conta] = (await lockAccounts(s, [id])).values();
        if (!conta) throw new NotFoundError(ACCOUNT_NOT_FOUND);
        const { ativo, saldoInicial, pixTipo, pixChave, ...fields } = input;
        const values: Partial<ContaRow> = { ...fields };
        if (ativo !== undefined) values.isAtiva = ativo;
        // The key and its type go together: sending either sets both (a missing one is removed).
        if (pixTipo !== undefined || pixChave !== undefined)
          Object.assign(values, { pixTipo: pixTipo ?? null, pixChave: pixChave ?? null });
        if (saldoInicial !== undefined && toSignedCentavos(saldoInicial) !== toSignedCentavos(conta.saldoInicial)) {
          if (await s.contas.hasEntries(id)) {
            throw new ConflictError(
              "O saldo inicial não pode mais ser alterado: esta conta já tem lançamentos. Registre um lançamento de ajuste.",
              "saldoInicial",
            );
          }
          Object.assign(values, { saldoInicial, saldoAtual: saldoInicial });
        }
        return accountView((await s.contas.update(id, values, now))!);
      });
    },
  };
}
