import { CheckCircle2, Tags, Undo2, XCircle } from "lucide-react";
import type { LancamentoView } from "@shared/api";
import { RowActionsMenu } from "@/components/row-actions-menu";
import { canReverse, canSettle } from "../lib/lancamento-situacao";

export interface LancamentoActionHandlers {
  onSettle: (entry: LancamentoView) => void;
  onReverse: (entry: LancamentoView) => void;
  onEditTags: (entry: LancamentoView) => void;
}

interface LancamentoRowActionsProps extends LancamentoActionHandlers {
  entry: LancamentoView;
  /** Reversing and cancelling are the owner's. */
  isOwner: boolean;
}

export function LancamentoRowActions({ entry, isOwner, onSettle, onReverse, onEditTags }: LancamentoRowActionsProps) {
  const label = entry.descricao || entry.categoria;
  return (
    <RowActionsMenu
      label={`Ações do lançamento ${label}`}
      actions={[
        canSettle(entry) && { label: "Dar baixa", icon: CheckCircle2, onSelect: () => onSettle(entry) },
        { label: "Editar tags", icon: Tags, onSelect: () => onEditTags(entry) },
        isOwner &&
          canReverse(entry) && { label: "Estornar", icon: Undo2, destructive: true, onSelect: () => onReverse(entry) },
        isOwner &&
          canSettle(entry) && {
            label: "Cancelar lançamento",
            icon: XCircle,
            destructive: true,
            onSelect: () => onReverse(entry),
          },
      ]}
    />
  );
}
