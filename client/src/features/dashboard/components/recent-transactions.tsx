import { Receipt } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { useRecentTransactions } from "../api/use-recent-transactions";
import { paymentMethodLabel, transactionDescription } from "../lib/transaction-labels";
import { BlockError } from "./block-error";
import { DashboardPanel } from "./dashboard-panel";

/** 'Transações Recentes': the latest completed payments. */
export function RecentTransactions() {
  const { data: transactions, isLoading, error, refetch, isFetching } = useRecentTransactions();

  return (
    <DashboardPanel
      title="Transações Recentes"
      action={
        <Button asChild variant="outline" size="sm">
          <Link href="/payments">Ver Todas</Link>
        </Button>
      }
    >
      {isLoading ? (
        <div className="space-y-3" aria-busy="true" aria-label="Carregando transações">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : error || !transactions ? (
        <BlockError what="as transações" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : transactions.length === 0 ? (
        <EmptyState icon={Receipt} title="Nenhuma transação recente" className="py-6" />
      ) : (
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
      )}
    </DashboardPanel>
  );
}
