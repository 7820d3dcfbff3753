// The Financeiro module's lançamentos: listed, recorded, settled ('Dar baixa') and tagged (docs/product.md §10.4,
// docs/decisions/0015). Every write that moves money is one transaction that locks the entry, then its accounts in
// id order, and posts through ledger.ts; the reversal ('Estornar') is finance-reversal.ts.
import type { LancamentoView } from "@shared/api/finance";
import type { Page } from "@shared/api/lists";
import type { EntryStatus } from "@shared/enums";
import { brDate, calendarDateAt } from "@shared/pousada-time";
import type { InsertLancamento, LancamentoFilters } from "@shared/validators/finance";
import type { Db } from "../db";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import type { LancamentoSortField } from "../storage/finance-entry-filters";
import { lancamentoViewsStorage } from "../storage/finance-entry-views";
import { settingsStorage } from "../storage/settings";
import { systemClock, type Clock } from "./clock";
import { ACCOUNT_NOT_FOUND } from "./finance-accounts";
import { existingTags } from "./finance-tags";
import { lockAccounts, postToBalances, requireActive } from "./ledger";
import { transactional, type Store } from "./transaction";

export const ENTRY_NOT_FOUND = "Lançamento não encontrado";

const STATUS_LABELS: Record<EntryStatus, string> = { PENDENTE: "Pendente", PAGO: "Pago", CANCELADO: "Cancelado" };

/** The entry as the API gives it, at the pousada's today (its `vencido`). */
export async function entryView(s: Store, id: string, now: Date) {
  const view = await s.lancamentos.findView(id, calendarDateAt(now, await s.settings.timeZone()));
  if (!view) throw new NotFoundError(ENTRY_NOT_FOUND);
  return view;
}

/** The entry, locked until the transaction ends, or 404. */
export async function lockEntry(s: Store, id: string) {
  const entry = await s.lancamentos.lockById(id);
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  return entry;
}

export function financeEntriesDomain(db: Db, clock: Clock = systemClock) {
  const inTransaction = transactional(db, clock);

  return {
    async listEntries(
      filters: LancamentoFilters,
      sort: { field: LancamentoSortField; direction: "asc" | "desc" },
    ): Promise<Page<LancamentoView>> {
      const today = calendarDateAt(clock(), await settingsStorage(db).timeZone());
      return lancamentoViewsStorage(db).list(filters, sort, today);
    },

    /** The receitas and despesas of every lançamento the list's filters match, not only a page's (§12.1). */
    async entryTotals(filters: LancamentoFilters) {
      const today = calendarDateAt(clock(), await settingsStorage(db).timeZone());
      return lancamentoViewsStorage(db).totalsOf(filters, today);
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
        return entryView(s, entry.id, now);
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
        // The day the baixa settles it on is the day whose cash it moves (and whose closing may refuse it).
        await postToBalances(s, locked, { ...entry, dataPagamento }, now);
        return entryView(s, id, now);
      });
    },

    /** Replaces an entry's tags. */
    async setEntryTags(id: string, tagIds: string[]): Promise<LancamentoView> {
      return inTransaction(async (s, now) => {
        await lockEntry(s, id);
        await s.lancamentos.replaceTags(id, await existingTags(s, tagIds));
        return entryView(s, id, now);
      });
    },
  };
}
