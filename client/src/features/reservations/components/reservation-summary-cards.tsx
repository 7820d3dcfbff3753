import { BedDouble, CalendarCheck, CalendarClock, CalendarDays, CalendarX, CircleCheckBig } from "lucide-react";
import type { ReservationSummary } from "@shared/api";
import { LoadError } from "@/components/load-error";
import { SummaryCountCards, type SummaryCount } from "@/components/summary-count-cards";
import { Skeleton } from "@/components/ui/skeleton";
import { useReservationSummary } from "../api/use-reservation-summary";

const GRID = "md:grid-cols-3";

function ReservationSummarySkeleton() {
  return (
    <div className={`grid grid-cols-2 gap-3 md:gap-4 ${GRID}`} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The cards of docs/product.md §5.4.1 (Total, Pendentes, Confirmadas, Concluídas) plus the guests in the house and the
 * bookings that released their room (cancelled or no-show), so that the cards add up to the Total. Counted by the
 * server over every reservation.
 */
function summaryCounts(summary: ReservationSummary): SummaryCount[] {
  return [
    { label: "Total", count: summary.total, icon: CalendarDays, iconClass: "bg-blue-100 text-blue-700" },
    { label: "Pendentes", count: summary.pending, icon: CalendarClock, iconClass: "bg-amber-100 text-amber-800" },
    {
      label: "Confirmadas",
      count: summary.confirmed,
      icon: CalendarCheck,
      iconClass: "bg-sky-100 text-sky-800",
    },
    { label: "Hospedadas", count: summary.checked_in, icon: BedDouble, iconClass: "bg-emerald-100 text-emerald-700" },
    {
      label: "Concluídas",
      count: summary.completed,
      icon: CircleCheckBig,
      iconClass: "bg-slate-100 text-slate-700",
    },
    {
      // No-shows are few: counted with the cancellations (both release the room), and named when there are any.
      label: "Canceladas",
      count: summary.cancelled + summary.no_show,
      icon: CalendarX,
      iconClass: "bg-red-100 text-red-800",
      detail: summary.no_show > 0 ? `inclui ${summary.no_show} Não Compareceu` : undefined,
    },
  ];
}

export function ReservationSummaryCards() {
  const { data: summary, isLoading, error, refetch, isFetching } = useReservationSummary();
  if (isLoading) return <ReservationSummarySkeleton />;
  if (!summary) {
    return (
      <LoadError
        what="os totais de reservas"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        whileSignedOut={<ReservationSummarySkeleton />}
      />
    );
  }
  return <SummaryCountCards label="Resumo das reservas" items={summaryCounts(summary)} className={GRID} />;
}
