import type { CashDay, DayReceiptLine } from "@shared/api/reports";
import { PAYMENT_METHOD_LABELS } from "@shared/enums";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { useCheckReceipt } from "../api/use-check-receipt";

const lineLabel = (line: DayReceiptLine) => `${PAYMENT_METHOD_LABELS[line.method]} em ${line.conta.nome}`;

/** What is missing for the day to be complete: lines to check and caixas to close. */
function dayStatus(day: CashDay) {
  if (day.completo) return "Dia completo: todos os recebimentos conferidos e todos os caixas fechados.";
  const unchecked = day.recebimentos.filter((r) => !r.conferido).length;
  const open = day.contas.filter((c) => !c.fechamento).length;
  const parts = [
    unchecked && `${unchecked} ${unchecked === 1 ? "linha a conferir" : "linhas a conferir"}`,
    open && `${open} ${open === 1 ? "caixa a fechar" : "caixas a fechar"}`,
  ].filter(Boolean);
  return `Dia incompleto: ${parts.join(" e ")}.`;
}

/**
 * 'Recebimentos do dia': every account's receipts of stays by method (PIX, cards, transfers, cash) with their total,
 * each line 'Conferido' once the clerk matched it with the bank or card statement (docs/product.md §12.14). On paper
 * (`printed`) the marks are shown, not set.
 */
export function DayReceipts({ day, printed = false }: { day: CashDay; printed?: boolean }) {
  const check = useCheckReceipt();
  return (
    <section aria-label="Recebimentos do dia" className={cn("space-y-2", !printed && "rounded-lg border p-4")}>
      <h2 className="font-semibold">Recebimentos do dia por forma de pagamento</h2>
      {day.recebimentos.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum recebimento neste dia.</p>
      ) : (
        <ul className="divide-y text-sm">
          {day.recebimentos.map((line) => (
            <li
              key={`${line.conta.id}-${line.method}`}
              data-testid="day-receipt"
              className={cn(
                "flex flex-wrap items-center justify-between gap-x-3 gap-y-1",
                // On paper a line each: a busy day's receipts still leave the closing on one A4 page.
                printed ? "py-0.5" : "py-2",
              )}
            >
              <div className={cn("min-w-0", printed && "flex flex-wrap items-baseline gap-x-2")}>
                <p className="font-medium">{lineLabel(line)}</p>
                <p className="text-xs text-muted-foreground">
                  {line.count} {line.count === 1 ? "pagamento" : "pagamentos"}
                  {line.conferido && ` · conferido por ${line.conferido.nome} em ${formatDateTime(line.conferido.em)}`}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-medium tabular-nums">{formatCurrency(line.amount)}</span>
                {printed ? (
                  <span>{line.conferido ? "[x] Conferido" : "[ ] Conferido"}</span>
                ) : (
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={Boolean(line.conferido)}
                      disabled={check.isPending}
                      aria-label={`Conferido: ${lineLabel(line)}`}
                      onChange={(event) =>
                        check.mutate(
                          {
                            data: day.data,
                            contaBancariaId: line.conta.id,
                            metodo: line.method,
                            conferido: event.target.checked,
                          },
                          { onError: (error) => notifyError(error, "Erro ao marcar a conferência") },
                        )
                      }
                    />
                    Conferido
                  </label>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between border-t pt-2 font-semibold">
        <span>Total recebido no dia</span>
        <span className="tabular-nums" data-testid="day-receipts-total">
          {formatCurrency(day.recebimentosTotal)}
        </span>
      </p>
      <p role="status" data-testid="day-status" className={cn("text-sm", day.completo ? "text-emerald-700" : "")}>
        {dayStatus(day)}
      </p>
    </section>
  );
}
