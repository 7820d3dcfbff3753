import { Receipt } from "lucide-react";
import type { RecentTransaction } from "@shared/api";
import { EmptyState } from "@/components/empty-state";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { paymentMethodLabel, transactionDescription } from "../lib/transaction-labels";

/**
 * The latest completed payments, once read. A chunk of its own (dashboard-blocks.ts), drawn after the dashboard's
 * first paint.
 */
export function RecentTransactionsList({ transactions }: { transactions: RecentTransaction[] }) {
  if (transactions.length === 0)
    return <EmptyState icon={Receipt} title="Nenhuma transação recente" className="py-6" />;
  return (
    <ul className="divide-y" aria-label="Transações">
      {transactions.map((transaction) => (
        <li key={transaction.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="font-medium break-words">{transactionDescription(transaction)}</p>
            <p className="text-sm text-muted-foreground">{paymentMethodLabel(transaction.method)}</p>
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold text-emerald-700 tabular-nums">{formatCurrency(transaction.amount)}</p>
            <p className="text-xs text-muted-foreground tabular-nums">{formatDateTime(transaction.createdAt)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
