import { useEffect, useMemo, useState } from "react";
import { CalendarPlus, SearchX } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { isUnauthorizedError, redirectToLogin } from "@/lib/auth-utils";
import { useReservations } from "../api/use-reservations";
import { filterReservations, type StatusFilter } from "../lib/reservation-search";
import { ReservationCardList } from "./reservation-card-list";
import { ReservationFilters } from "./reservation-filters";
import type { ReservationActionHandlers } from "./reservation-row-actions";
import { ReservationSummaryCards } from "./reservation-summary-cards";
import { ReservationsTable } from "./reservations-table";

interface ReservationsListProps extends ReservationActionHandlers {
  onCreate: () => void;
}

/** The 'Lista' view: the four counts, search and status filter, and the reservations table (cards on a phone). */
export function ReservationsList({ onCreate, ...actions }: ReservationsListProps) {
  const { data: reservations, isLoading, error, refetch, isFetching } = useReservations();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");

  useEffect(() => {
    if (error && isUnauthorizedError(error)) redirectToLogin(toast);
  }, [error]);

  const visible = useMemo(() => filterReservations(reservations ?? [], search, status), [reservations, search, status]);

  if (isLoading) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label="Carregando reservas">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (error || !reservations) {
    return <LoadError what="as reservas" onRetry={() => void refetch()} retrying={isFetching} />;
  }

  return (
    <div className="space-y-6">
      <ReservationSummaryCards reservations={reservations} />
      <Card className="gap-4">
        {reservations.length > 0 && (
          <CardHeader className="gap-3">
            <ReservationFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
          </CardHeader>
        )}
        <CardContent className="px-0">
          {reservations.length === 0 ? (
            <EmptyState
              icon={CalendarPlus}
              title="Nenhuma reserva cadastrada"
              description="Crie a primeira reserva pela lista ou clicando em um dia livre do mapa."
              action={
                <Button onClick={onCreate}>
                  <CalendarPlus aria-hidden="true" /> Nova Reserva
                </Button>
              }
            />
          ) : visible.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="Nenhuma reserva encontrada"
              description="Confira o nome do hóspede, o número do quarto ou o status escolhido."
              role="status"
            />
          ) : (
            <>
              <div className="md:hidden">
                <ReservationCardList reservations={visible} {...actions} />
              </div>
              <div className="hidden overflow-x-auto md:block">
                <ReservationsTable reservations={visible} {...actions} />
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
