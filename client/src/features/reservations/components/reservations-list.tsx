import { CalendarPlus, SearchX } from "lucide-react";
import { ListResultCount } from "@/components/list-result-count";
import { ResponsiveList } from "@/components/responsive-list";
import { virtualList } from "@/components/use-list-window";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useSearchBox, useSearchParam } from "@/hooks/use-search-param";
import { useChangeReservationStatus } from "../api/use-change-reservation-status";
import { CancelMoneyDialog } from "./cancel-money-dialog";
import { useReservationSummary } from "../api/use-reservation-summary";
import { useReservations } from "../api/use-reservations";
import { STATUS_FILTER_OPTIONS } from "../lib/reservation-status";
import { ReservationCard } from "./reservation-card";
import { ReservationFilters, type StatusFilter } from "./reservation-filters";
import type { ReservationActionHandlers } from "./reservation-row-actions";
import { ReservationSummaryCards } from "./reservation-summary-cards";
import { reservationColumns } from "./reservations-table-columns";

/** A screenful and more: the next page is read as the clerk scrolls towards the end. */
const RESERVATIONS_PAGE_SIZE = 50;

interface ReservationsListProps extends ReservationActionHandlers {
  onCreate: () => void;
}

/** ?status= as the filter understands it: one of its statuses, anything else is every status. */
const asStatusFilter = (value: string): StatusFilter =>
  (STATUS_FILTER_OPTIONS as readonly string[]).includes(value) ? (value as StatusFilter) : "all";

/**
 * The 'Lista' view: the counts, the search and the status filter (both kept in the URL: ?q=&status=), and the
 * reservations, latest stays first, read a page at a time as the clerk scrolls.
 */
export function ReservationsList({ onCreate, ...actions }: ReservationsListProps) {
  const searchBox = useSearchBox("q");
  const [statusParam, setStatusParam] = useSearchParam("status");
  const status = asStatusFilter(statusParam);
  const reservations = useReservations({
    search: searchBox.term,
    status: status === "all" ? "" : status,
    limit: RESERVATIONS_PAGE_SIZE,
  });
  const summary = useReservationSummary();
  const statusChanges = useChangeReservationStatus();

  const filtered = searchBox.term !== "" || status !== "all";
  // Nothing booked yet: the empty state invites the first booking instead of offering a search.
  const nothingBooked = summary.data?.total === 0 && !filtered && reservations.rows?.length === 0;

  return (
    <div className="space-y-6">
      <ReservationSummaryCards />
      <CancelMoneyDialog release={statusChanges.release} onClose={statusChanges.dismissRelease} />
      <Card className="gap-4">
        {!nothingBooked && (
          <CardHeader className="gap-2">
            <ReservationFilters
              search={searchBox.text}
              onSearchChange={searchBox.setText}
              status={status}
              onStatusChange={(value) => setStatusParam(value === "all" ? "" : value)}
            />
            <ListResultCount
              total={reservations.total}
              updating={searchBox.pending || (reservations.isPlaceholderData && reservations.isFetching)}
            />
          </CardHeader>
        )}
        <CardContent className="px-0">
          <ResponsiveList
            items={reservations.rows}
            isLoading={reservations.isLoading}
            skeletonRows={6}
            loadError={
              reservations.error && {
                what: "as reservas",
                error: reservations.error,
                onRetry: reservations.refetch,
                retrying: reservations.isFetching,
              }
            }
            stale={reservations.isPlaceholderData}
            paging={reservations}
            virtual={virtualList({ rowHeight: 57, cardHeight: 140 })}
            getKey={(reservation) => reservation.id}
            label="Reservas"
            columns={reservationColumns(actions, statusChanges)}
            renderCard={(reservation) => (
              <ReservationCard reservation={reservation} changes={statusChanges} {...actions} />
            )}
            empty={{
              icon: CalendarPlus,
              title: "Nenhuma reserva cadastrada",
              description: "Crie a primeira reserva pela lista ou clicando em um dia livre do mapa.",
              action: (
                <Button onClick={onCreate}>
                  <CalendarPlus aria-hidden="true" /> Nova Reserva
                </Button>
              ),
            }}
            filtered={filtered}
            noMatch={{
              icon: SearchX,
              title: "Nenhuma reserva encontrada",
              description: "Confira o nome do hóspede, o número do quarto ou o status escolhido.",
            }}
            onRowDoubleClick={actions.onEdit}
            rowTitle="Dê um duplo clique para editar"
            tableClassName="min-w-[60rem]"
            cardClassName="space-y-2"
          />
        </CardContent>
      </Card>
    </div>
  );
}
