import type { LancamentoView } from "@shared/api";
import { ENTRY_TYPE_LABELS, type EntryType } from "@shared/enums";
import { Badge } from "@/components/ui/badge";
import { formatCurrency, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { lancamentoSituacao, valorClassName } from "../lib/lancamento-situacao";
import { TagBadge } from "./tag-badge";

export const tipoLabel = (tipo: string) => ENTRY_TYPE_LABELS[tipo as EntryType] ?? tipo;

export function ValorCell({ entry }: { entry: LancamentoView }) {
  return (
    <span className={cn("font-semibold whitespace-nowrap tabular-nums", valorClassName(entry.tipo))}>
      {entry.tipo === "receita" ? "+ " : entry.tipo === "despesa" ? "− " : ""}
      {formatCurrency(entry.valor)}
    </span>
  );
}

export function DataCell({ entry }: { entry: LancamentoView }) {
  return (
    <div className="whitespace-nowrap tabular-nums">
      <p>{formatDate(entry.dataLancamento)}</p>
      {entry.status === "PENDENTE" && entry.dataVencimento && (
        <p className={cn("text-xs", entry.vencido ? "font-medium text-red-700" : "text-muted-foreground")}>
          Vence {formatDate(entry.dataVencimento)}
        </p>
      )}
    </div>
  );
}

/** The account's name (N/A without one); a transfer names both ends. */
export function ContaCell({ entry }: { entry: LancamentoView }) {
  const origem = entry.contaBancaria?.nome ?? "N/A";
  return <span className="break-words">{entry.contaDestino ? `${origem} → ${entry.contaDestino.nome}` : origem}</span>;
}

export function DescricaoCell({ entry }: { entry: LancamentoView }) {
  return (
    <div className="min-w-0">
      <p className="break-words">{entry.descricao || "—"}</p>
      <p className="text-xs text-muted-foreground">
        {entry.categoria}
        {entry.estornoDeId && " · Estorno"}
      </p>
    </div>
  );
}

export function TagsCell({ entry }: { entry: LancamentoView }) {
  if (entry.tags.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {entry.tags.map((tag) => (
        <TagBadge key={tag.id} nome={tag.nome} cor={tag.cor} />
      ))}
    </div>
  );
}

export function SituacaoBadge({ entry }: { entry: LancamentoView }) {
  const situacao = lancamentoSituacao(entry);
  return (
    <Badge variant="outline" className={situacao.className}>
      {situacao.label}
    </Badge>
  );
}
