import type { CashDay } from "@shared/api/reports";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { formatCurrency, formatDate, formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { CashBreakdown } from "./cash-breakdown";
import { CashClosingSummary } from "./cash-closing-summary";
import { DayReceipts } from "./day-receipts";

interface CashDayDocumentProps {
  day: CashDay;
  /** A4 sheet or the 80 mm roll of a receipt printer. */
  narrow: boolean;
  issuedAt: Date;
}

/**
 * 'FECHAMENTO DE CAIXA' on paper: each 'caixa' account's day and its closing (or a line to write the count on), sized
 * to print on one page (two accounts side by side on A4, nothing split across a page break).
 */
export function CashDayDocument({ day, narrow, issuedAt }: CashDayDocumentProps) {
  return (
    <article aria-label="Fechamento de caixa" className={cn("space-y-3", narrow ? "text-[11px]" : "text-sm")}>
      <div className={cn("pt-3", narrow && "text-center")}>
        <h1 className={cn("font-bold tracking-wide", narrow ? "text-sm" : "text-lg")}>FECHAMENTO DE CAIXA</h1>
        <p>Dia {formatDate(day.data)}</p>
      </div>
      {day.contas.length === 0 ? (
        <p>Nenhuma conta do tipo caixa ativa.</p>
      ) : (
        <div className={cn("grid gap-3", !narrow && day.contas.length > 1 && "grid-cols-2")}>
          {day.contas.map((account) => (
            <section
              key={account.conta.id}
              aria-label={account.conta.nome}
              className={cn(
                "space-y-2 break-inside-avoid",
                narrow ? "border-t border-dashed pt-2" : "rounded border p-3",
              )}
            >
              <h2 className="font-semibold">{account.conta.nome}</h2>
              <CashBreakdown account={account} compact />
              {account.fechamento ? (
                <div className="border-t pt-2">
                  <CashClosingSummary closing={account.fechamento} />
                </div>
              ) : (
                <div className="space-y-3 border-t pt-2">
                  <p className="font-medium">Caixa não fechado</p>
                  <p>Valor contado: ____________________</p>
                  <p>Diferença: ________________________</p>
                </div>
              )}
            </section>
          ))}
        </div>
      )}
      {day.contas.length > 1 && (
        <p className="flex justify-between border-t pt-2 font-semibold">
          <span>Total esperado nos caixas</span>
          <span className="tabular-nums">{formatCurrency(sumDecimals(day.contas.map((c) => c.saldoEsperado)))}</span>
        </p>
      )}
      <DayReceipts day={day} printed />
      <p className="text-xs text-neutral-600">Emitido em {formatDateTime(issuedAt)}</p>
    </article>
  );
}

/** Adds decimal strings in centavos (never through floating point). */
const sumDecimals = (amounts: string[]) =>
  fromSignedCentavos(amounts.reduce((sum, amount) => sum + toSignedCentavos(amount), 0));
