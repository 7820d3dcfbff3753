import type { CashDayAccount } from "@shared/api/reports";
import { formatCurrency } from "@/lib/format";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { cn } from "@/lib/utils";

const negated = (amount: string) => (/^0+(\.0+)?$/.test(amount) ? amount : `-${amount}`);

/** A 'caixa' account's day from the ledger: opening, payments by method, refunds, other entries, expected balance. */
export function CashBreakdown({ account, compact = false }: { account: CashDayAccount; compact?: boolean }) {
  const rows: Array<{ label: string; amount: string; strong?: boolean }> = [
    { label: "Saldo de abertura", amount: account.saldoAbertura },
    ...account.recebidoPorMetodo.map((row) => ({
      label: `Recebido em ${paymentMethodLabel(row.method)} (${row.count})`,
      amount: row.amount,
    })),
    ...(account.recebidoPorMetodo.length === 0 ? [{ label: "Pagamentos recebidos", amount: "0.00" }] : []),
    { label: "Estornos", amount: negated(account.estornos) },
    { label: "Outras entradas", amount: account.outrasEntradas },
    { label: "Outras saídas", amount: negated(account.outrasSaidas) },
  ];
  return (
    <dl
      aria-label={`Movimento do ${account.conta.nome}`}
      className={cn("text-sm", compact ? "space-y-0.5" : "space-y-1.5")}
    >
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="tabular-nums">{formatCurrency(row.amount)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-3 border-t pt-1.5 font-semibold">
        <dt>Saldo esperado</dt>
        <dd data-testid="saldo-esperado" className="tabular-nums">
          {formatCurrency(account.saldoEsperado)}
        </dd>
      </div>
    </dl>
  );
}
