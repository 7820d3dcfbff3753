import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecentTransactions } from "../api/use-recent-transactions";
import { BlockError } from "./block-error";
import { DeferredRows, RecentTransactionsList } from "./dashboard-blocks";
import { DashboardPanel } from "./dashboard-panel";

const LOADING = (
  <div className="space-y-3" aria-busy="true" aria-label="Carregando transações">
    {Array.from({ length: 4 }, (_, index) => (
      <Skeleton key={index} className="h-12 w-full" />
    ))}
  </div>
);

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
        LOADING
      ) : error || !transactions ? (
        <BlockError what="as transações" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DeferredRows placeholder={LOADING}>
          <RecentTransactionsList transactions={transactions} />
        </DeferredRows>
      )}
    </DashboardPanel>
  );
}
