// The Financeiro module: bank accounts, lançamentos ('Dar baixa', 'Estornar') and tags (docs/product.md §10.4,
// docs/decisions/0015). Every write that moves money is one transaction that locks the entry, then its accounts in
// id order, and posts through ledger.ts.
import type { ContaBancariaView, LancamentoView, TagFinanceiraView } from "@shared/api/finance";
import type { Page } from "@shared/api/lists";
import type { EntryStatus, EntryType } from "@shared/enums";
import { toSignedCentavos } from "@shared/money";
import { brDate, calendarDateAt } from "@shared/pousada-time";
import type {
  InsertContaBancaria,
  InsertLancamento,
  InsertTagFinanceira,
  LancamentoFilters,
  UpdateContaBancaria,
} from "@shared/validators/finance";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import type { ContaRow, LancamentoRow, LancamentoSortField, TagRow } from "../storage/finance";
import { decodeCursor } from "../storage/paging";
import { systemClock, type Clock } from "./clock";
import { lockAccounts, postToBalances, requireActive } from "./ledger";

export const ACCOUNT_NOT_FOUND = "Conta bancária não encontrada";
export const ENTRY_NOT_FOUND = "Lançamento não encontrado";

const STATUS_LABELS: Record<EntryStatus, string> = { PENDENTE: "Pendente", PAGO: "Pago", CANCELADO: "Cancelado" };
const OPPOSITE: Record<EntryType, EntryType> = {
  receita: "despesa",
  despesa: "receita",
  transferencia: "transferencia",
};

const accountView = (conta: ContaRow): ContaBancariaView => ({
  ...conta,
  createdAt: conta.createdAt.toISOString(),
  updatedAt: conta.updatedAt.toISOString(),
});
const tagView = (tag: TagRow): TagFinanceiraView => ({ ...tag, createdAt: tag.createdAt.toISOString() });

type Store = ReturnType<typeof storage>;

/** The tags of `ids` (each once), or 400 naming the field when one does not exist. */
async function existingTags(s: Store, ids: string[] | undefined) {
  const unique = [...new Set(ids ?? [])];
  const found = await s.tagsFinanceiras.existingIds(unique);
  if (found.length !== unique.length)
    throw new ValidationError("Tag não encontrada: recarregue a lista de tags", "tagIds");
  return unique;
}

export function financeDesk(db: Db, clock: Clock = systemClock) {
  const read = storage(db);

  /** One transaction, run again after a deadlock. */
  const inTransaction = <T>(work: (s: Store, now: Date) => Promise<T>) =>
    retryOnConflict(() => db.transaction((tx) => work(storage(tx), clock())));

  async function viewOf(s: Store, id: string, now: Date) {
    const view = await s.lancamentos.findView(id, calendarDateAt(now, await s.settings.timeZone()));
    if (!view) throw new NotFoundError(ENTRY_NOT_FOUND);
    return view;
  }

  async function lockEntry(s: Store, id: string) {
    const entry = await s.lancamentos.lockById(id);
    if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
    return entry;
  }

  return {
    // ---------------------------------------------------------------- accounts

    async listAccounts(): Promise<ContaBancariaView[]> {
      return (await read.contas.list()).map(accountView);
    },

    async createAccount(input: InsertContaBancaria): Promise<ContaBancariaView> {
      const { ativo, saldoInicial = "0", ...fields } = input;
      const now = clock();
      const conta = await read.contas.insert({
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

    // ---------------------------------------------------------------- lançamentos

    async listEntries(
      filters: LancamentoFilters,
      sort: { field: LancamentoSortField; direction: "asc" | "desc" },
    ): Promise<Page<LancamentoView>> {
      return read.lancamentos.list(
        filters,
        sort,
        calendarDateAt(clock(), await read.settings.timeZone()),
        decodeCursor(filters.cursor),
      );
    },

    /**
     * A new entry: settled (in the balance at once) when dated today or earlier with no future due date, else
     * PENDENTE (a bill to pay or receive). A transferência leaves one account and reaches the other.
     */
    async createEntry(input: InsertLancamento, userId: string): Promise<LancamentoView> {
      return inTransaction(async (s, now) => {
        const today = calendarDateAt(now, await s.settings.timeZone());
        const locked = await lockAccounts(s, [input.contaBancariaId, input.contaDestinoId]);
        const origin = locked.get(input.contaBancariaId);
        if (!origin) throw new ValidationError(ACCOUNT_NOT_FOUND, "contaBancariaId");
        requireActive(origin, "contaBancariaId");
        if (input.contaDestinoId) {
          const destination = locked.get(input.contaDestinoId);
          if (!destination) throw new ValidationError("Conta de destino não encontrada", "contaDestinoId");
          requireActive(destination, "contaDestinoId");
        }
        const tagIds = await existingTags(s, input.tagIds);

        const dataLancamento = input.dataLancamento ?? today;
        const settled = dataLancamento <= today && !(input.dataVencimento && input.dataVencimento > today);
        const entry = await s.lancamentos.insert({
          contaBancariaId: input.contaBancariaId,
          contaDestinoId: input.contaDestinoId ?? null,
          tipo: input.tipo,
          categoria: input.categoria || "Geral",
          descricao: input.descricao ?? null,
          valor: input.valor,
          dataLancamento,
          dataVencimento: input.dataVencimento ?? null,
          status: settled ? "PAGO" : "PENDENTE",
          dataPagamento: settled ? dataLancamento : null,
          numeroDocumento: input.numeroDocumento ?? null,
          observacoes: input.observacoes ?? null,
          criadoPor: userId,
          createdAt: now,
          updatedAt: now,
        });
        await s.lancamentos.replaceTags(entry.id, tagIds);
        if (settled) await postToBalances(s, locked, entry, now);
        return viewOf(s, entry.id, now);
      });
    },

    /** 'Dar baixa': a pending entry is settled on `dataPagamento` (today when absent) and enters the balance. */
    async settleEntry(id: string, input: { dataPagamento?: string }): Promise<LancamentoView> {
      return inTransaction(async (s, now) => {
        const today = calendarDateAt(now, await s.settings.timeZone());
        const entry = await lockEntry(s, id);
        if (entry.status !== "PENDENTE") {
          throw new ConflictError(
            `Só é possível dar baixa em um lançamento pendente (este está "${STATUS_LABELS[entry.status as EntryStatus]}").`,
            "status",
          );
        }
        const dataPagamento = input.dataPagamento ?? today;
        if (dataPagamento > today) {
          throw new ValidationError(
            `A data do pagamento não pode ser depois de hoje (${brDate(today)})`,
            "dataPagamento",
          );
        }
        const locked = await lockAccounts(s, [entry.contaBancariaId, entry.contaDestinoId]);
        requireActive(locked.get(entry.contaBancariaId)!, "contaBancariaId");
        if (entry.contaDestinoId) requireActive(locked.get(entry.contaDestinoId)!, "contaDestinoId");
        await s.lancamentos.setStatus(id, { status: "PAGO", dataPagamento }, now);
        await postToBalances(s, locked, entry, now);
        return viewOf(s, id, now);
      });
    },

    /**
     * 'Estornar' (owner): a settled entry gets its opposite entry, linked by estorno_de_id, once ('created'); a
     * pending one is called off (CANCELADO). Payments of stays and their refunds are undone through the payment.
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
        if (entry.status === "CANCELADO") throw new ConflictError("Este lançamento já foi cancelado.", "status");
        if (entry.status === "PENDENTE") {
          const observacoes = [entry.observacoes, `Cancelado: ${motivo}`].filter(Boolean).join("\n");
          await s.lancamentos.setStatus(id, { status: "CANCELADO", dataPagamento: null, observacoes }, now);
          return { created: false, entry: await viewOf(s, id, now) };
        }
        if (await s.lancamentos.reversalOf(id)) throw new ConflictError("Este lançamento já foi estornado.", "id");

        const locked = await lockAccounts(s, [entry.contaBancariaId, entry.contaDestinoId]);
        const reversal = await s.lancamentos.insertReversal({
          ...reversalOf(entry),
          dataLancamento: today,
          dataPagamento: today,
          observacoes: motivo,
          criadoPor: userId,
          createdAt: now,
          updatedAt: now,
        });
        // The unique estorno_de_id: the last word if two reversals ever got past the row lock.
        if (reversal === "duplicate") throw new ConflictError("Este lançamento já foi estornado.", "id");
        await postToBalances(s, locked, reversal, now);
        return { created: true, entry: await viewOf(s, reversal.id, now) };
      });
    },

    /** Replaces an entry's tags. */
    async setEntryTags(id: string, tagIds: string[]): Promise<LancamentoView> {
      return inTransaction(async (s, now) => {
        await lockEntry(s, id);
        await s.lancamentos.replaceTags(id, await existingTags(s, tagIds));
        return viewOf(s, id, now);
      });
    },

    // ---------------------------------------------------------------- tags

    async listTags(): Promise<TagFinanceiraView[]> {
      return (await read.tagsFinanceiras.list()).map(tagView);
    },

    /** A new tag; its name is unique in any case. */
    async createTag(input: InsertTagFinanceira): Promise<TagFinanceiraView> {
      return inTransaction(async (s, now) => {
        await s.tagsFinanceiras.lockNames();
        const duplicate = new ConflictError("Já existe uma tag com este nome.", "nome");
        if (await s.tagsFinanceiras.findByName(input.nome)) throw duplicate;
        const tag = await s.tagsFinanceiras.insert({
          nome: input.nome,
          cor: input.cor ?? "#3B82F6",
          descricao: input.descricao ?? null,
          createdAt: now,
        });
        if (tag === "duplicate") throw duplicate;
        return tagView(tag);
      });
    },
  };
}

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
