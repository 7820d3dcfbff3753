import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useStayFolio } from "../api/use-stay-folio";
import { StayBalance } from "./stay-balance";
import { StayConsumption } from "./stay-consumption";
import { StayPayments } from "./stay-payments";

/** What was paid and consumed during a stay, read when its details open. */
export function StayFolioSection({ stayId }: { stayId: string }) {
  const { data: folio, isLoading, error, refetch, isFetching } = useStayFolio(stayId);

  if (isLoading) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Carregando pagamentos e consumo">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (error || !folio) {
    return <LoadError what="os pagamentos e o consumo" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return (
    <div className="space-y-4">
      <StayPayments folio={folio} />
      <StayConsumption folio={folio} />
      <StayBalance folio={folio} />
    </div>
  );
}
