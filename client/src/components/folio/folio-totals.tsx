import type { Folio } from "@shared/api";
import { signedCentavos } from "@shared/money";
import { formatCentavos, formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";

/** 'Saldo a receber' while something is owed, 'Crédito do hóspede' when overpaid, 'Conta quitada' at zero. */
export function balanceLabel(balance: number | null) {
  if (balance !== null && balance < 0) return "Crédito do hóspede";
  return balance === 0 ? "Conta quitada" : "Saldo a receber";
}

/** Total, paid and what is still to be received (or the guest's credit). */
export function FolioTotals({ folio }: { folio: Folio }) {
  const balance = signedCentavos(folio.balance);
  const owing = balance !== null && balance > 0;
  return (
    <dl className="space-y-1 text-sm" aria-label="Totais da conta">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Total da conta</dt>
        <dd className="font-medium tabular-nums">{formatCurrency(folio.total)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Total pago</dt>
        <dd className="font-medium tabular-nums">{formatCurrency(folio.paid)}</dd>
      </div>
      <div
        className={cn(
          "flex items-center justify-between gap-3 rounded-md border px-3 py-2",
          owing ? "border-amber-200 bg-amber-50 text-amber-900" : "border-emerald-200 bg-emerald-50 text-emerald-800",
        )}
      >
        <dt className="font-medium">{balanceLabel(balance)}</dt>
        <dd className="font-semibold tabular-nums" data-testid="folio-balance">
          {balance === null ? formatCurrency(folio.balance) : formatCentavos(Math.abs(balance))}
        </dd>
      </div>
    </dl>
  );
}
