import type { CashClosing } from "@shared/api/reports";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { differenceLabel } from "../lib/cash-difference";

/** A recorded closing: its version, counted, difference, who closed it and when (and who reopened it, and why). */
export function CashClosingSummary({ closing, muted = false }: { closing: CashClosing; muted?: boolean }) {
  const short = closing.diferenca.startsWith("-");
  const even = /^-?0+(\.0+)?$/.test(closing.diferenca);
  return (
    <dl className={cn("space-y-1 text-sm", muted && "text-muted-foreground")}>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-muted-foreground">Versão do fechamento</dt>
        <dd data-testid="cash-closing-version" className="tabular-nums">
          {closing.versao}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-muted-foreground">Valor contado</dt>
        <dd className="tabular-nums">{formatCurrency(closing.saldoContado)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-muted-foreground">Diferença ({differenceLabel(closing.diferenca).toLowerCase()})</dt>
        <dd
          data-testid="cash-difference"
          className={cn("font-semibold tabular-nums", !muted && !even && (short ? "text-red-700" : "text-amber-800"))}
        >
          {formatCurrency(closing.diferenca)}
        </dd>
      </div>
      <div className="text-xs text-muted-foreground">
        Fechado por {closing.fechadoPor?.nome ?? "usuário removido"} em {formatDateTime(closing.fechadoEm)}
        {closing.reabertoEm &&
          ` · reaberto por ${closing.reabertoPor?.nome ?? "usuário removido"} em ${formatDateTime(closing.reabertoEm)}`}
      </div>
      {closing.motivoReabertura && (
        <p className="text-xs break-words text-muted-foreground">Motivo da reabertura: {closing.motivoReabertura}</p>
      )}
      {closing.observacoes && <p className="text-xs break-words text-muted-foreground">Obs.: {closing.observacoes}</p>}
    </dl>
  );
}
