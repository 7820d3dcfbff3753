import type { LancamentoView } from "@shared/api";

export interface Situacao {
  label: string;
  className: string;
}

type Entry = Pick<LancamentoView, "tipo" | "status" | "vencido" | "estornadoPorId">;

/** The entry's state as the table shows it: Recebido/Pago, Pendente, Vencido (red), Cancelado, Estornado. */
export function lancamentoSituacao(entry: Entry): Situacao {
  if (entry.estornadoPorId) return { label: "Estornado", className: "border-slate-300 bg-slate-100 text-slate-700" };
  if (entry.status === "CANCELADO") {
    return { label: "Cancelado", className: "border-slate-300 bg-slate-100 text-slate-700" };
  }
  if (entry.status === "PENDENTE") {
    return entry.vencido
      ? { label: "Vencido", className: "border-red-300 bg-red-50 text-red-800" }
      : { label: "Pendente", className: "border-amber-300 bg-amber-50 text-amber-900" };
  }
  const label = entry.tipo === "receita" ? "Recebido" : entry.tipo === "despesa" ? "Pago" : "Transferido";
  return { label, className: "border-emerald-300 bg-emerald-50 text-emerald-800" };
}

/** 'Dar baixa': a bill still to be paid or received. */
export const canSettle = (entry: Pick<LancamentoView, "status">) => entry.status === "PENDENTE";

/** 'Estornar' (owner): a settled entry not yet reversed, and not itself a reversal. */
export const canReverse = (entry: Pick<LancamentoView, "status" | "estornadoPorId" | "estornoDeId">) =>
  entry.status === "PAGO" && !entry.estornadoPorId && !entry.estornoDeId;

/** Receitas read green, every other entry red (docs/product.md §5.9). */
export const valorClassName = (tipo: string) => (tipo === "receita" ? "text-emerald-700" : "text-red-700");
