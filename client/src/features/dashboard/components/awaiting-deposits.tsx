import { Skeleton } from "@/components/ui/skeleton";
import { useAwaitingDeposits } from "../api/use-awaiting-deposits";
import { BlockError } from "./block-error";
import { DeferredRows, AwaitingDepositsList } from "./dashboard-blocks";
import { DashboardPanel } from "./dashboard-panel";

const LOADING = <Skeleton className="h-16" aria-label="Carregando reservas aguardando sinal" />;

/** 'Aguardando sinal': pending reservations whose deposit is not paid yet, the soonest deadline first. */
export function AwaitingDeposits() {
  const { data, isLoading, error, refetch, isFetching } = useAwaitingDeposits();
  return (
    <DashboardPanel title="Aguardando sinal">
      {isLoading ? (
        LOADING
      ) : error || !data ? (
        <BlockError
          what="as reservas aguardando sinal"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <DeferredRows placeholder={LOADING}>
          <AwaitingDepositsList rows={data.rows} />
        </DeferredRows>
      )}
    </DashboardPanel>
  );
}
