import { DepositStatus } from "@/components/deposit-status";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency, formatDate } from "@/lib/format";
import { useAwaitingDeposits } from "../api/use-awaiting-deposits";
import { BlockError } from "./block-error";
import { DashboardPanel } from "./dashboard-panel";

/** 'Aguardando sinal': pending reservations whose deposit is not paid yet, the soonest deadline first. */
export function AwaitingDeposits() {
  const { data, isLoading, error, refetch, isFetching } = useAwaitingDeposits();
  return (
    <DashboardPanel title="Aguardando sinal">
      {isLoading ? (
        <Skeleton className="h-16" aria-label="Carregando reservas aguardando sinal" />
      ) : error || !data ? (
        <BlockError
          what="as reservas aguardando sinal"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">Nenhuma reserva aguardando sinal</p>
      ) : (
        <ul className="divide-y">
          {data.rows.map((row) => (
            <li key={row.reservationId} className="flex flex-col gap-1 py-2 text-sm">
              <span className="font-medium">
                {row.guestName} · Quarto {row.roomNumber} · chegada {formatDate(row.checkInDate)}
              </span>
              <DepositStatus amount={row.amount} dueAt={row.dueAt} state={row.state} />
              {row.paid !== "0.00" && (
                <span className="text-xs text-muted-foreground">Pago até agora: {formatCurrency(row.paid)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
