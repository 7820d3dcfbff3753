import { CalendarPlus, SearchX } from "lucide-react";
import { useSearchParams } from "wouter";
import { ListResultCount } from "@/components/list-result-count";
import { ResponsiveList } from "@/components/responsive-list";
import { virtualList } from "@/components/use-list-window";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useSearchBox, useSearchParam } from "@/hooks/use-search-param";
import { isIsoDate } from "@/lib/date-input";
import { useChangeReservationStatus } from "../api/use-change-reservation-status";
import { CancelMoneyDialog } from "./cancel-money-dialog";
import { useReservationSummary } from "../api/use-reservation-summary";
import { useReservations } from "../api/use-reservations";
import { STATUS_FILTER_OPTIONS } from "../lib/reservation-status";
import { ReservationCard } from "./reservation-card";
import { DAY_FILTERS, ReservationDayFilter, type DayFilter } from "./reservation-day-filter";
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

/** ?arrivals=, ?departures= or ?inHouse= (the bell's notices link to them): the day filter, kept in the URL. */
function useDayFilter(): [DayFilter, (value: DayFilter) => void] {
  const [params, setParams] = useSearchParams();
  const kind = DAY_FILTERS.find((name) => params.get(name)) ?? "none";
  const set = (value: DayFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const name of DAY_FILTERS) updated.delete(name);
        if (value.kind !== "none") updated.set(value.kind, value.date);
        return updated;
      },
      { replace: true },
    );
  return [{ kind, date: kind === "none" ? "" : (params.get(kind) ?? "") }, set];
}

/**
 * The 'Lista' view: the counts, the search, the status and day filters (kept in the URL: ?q=&status=&arrivals=), and the
 * reservations, latest stays first, read a page at a time as the clerk scrolls.
 */
export function ReservationsList({ onCreate, ...actions }: ReservationsListProps) {
  const searchBox = useSearchBox("q");
  const [statusParam, setStatusParam] = useSearchParam("status");
  const status = asStatusFilter(statusParam);
  const [day, setDay] = useDayFilter();
  const reservations = useReservations({
    search: searchBox.term,
    status: status === "all" ? "" : status,
    ...(day.kind !== "none" && isIsoDate(day.date) && { day: { kind: day.kind, date: day.date } }),
    limit: RESERVATIONS_PAGE_SIZE,
  });
  const summary = useReservationSummary();
  const statusChanges = useChangeReservationStatus();

  const filtered = searchBox.term !== "" || status !== "all" || day.kind !== "none";
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
            <ReservationDayFilter value={day} onChange={setDay} />
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
