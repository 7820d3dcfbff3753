// What the Financeiro module's routes answer (docs/decisions/0015). Money: decimal strings (0012).
import type { ContaBancaria, LancamentoFinanceiro, TagFinanceira } from "../schema/finance";

/** GET/POST/PUT /api/contas-bancarias: an account with its current balance (never the password-like data: none). */
export type ContaBancariaView = Omit<ContaBancaria, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
  /**
   * In the list (GET /api/contas-bancarias): what the card acquirers have still to pay into the account, already in
   * saldoAtual ('A receber'); saldoAtual - aReceber is the money there today (docs/product.md §12.14).
   */
  aReceber?: string;
};

export type TagFinanceiraView = Omit<TagFinanceira, "createdAt"> & { createdAt: string };

/**
 * A lançamento as the table lists it: with its account's name (a nested contaBancaria with nome, docs/product.md
 * §12.10), the destination's for a transfer, its tags, and whether a pending one is past its due date.
 */
export type LancamentoView = Omit<LancamentoFinanceiro, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
  contaBancaria: { id: string; nome: string; banco: string | null } | null;
  contaDestino: { id: string; nome: string } | null;
  tags: Array<Pick<TagFinanceira, "id" | "nome" | "cor">>;
  /** PENDENTE with a dataVencimento before the pousada's today. */
  vencido: boolean;
  /** The entry that reversed this one, when there is one ('Estornado'). */
  estornadoPorId: string | null;
};
