import { BedDouble, CalendarCheck, Percent, Wallet } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency } from "@/lib/format";
import { useDashboardStats } from "../api/use-dashboard-stats";
import { checkInsNote, occupancyNote, occupiedNote, revenueNote } from "../lib/stat-notes";
import { BlockError } from "./block-error";
import { StatCard } from "./stat-card";

const GRID = "grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4";

/** The four figures at the top, each with how it compares with the day, month or week before. */
export function StatCards() {
  const { data: stats, isLoading, error, refetch, isFetching } = useDashboardStats();

  if (isLoading) {
    return (
      <div className={GRID} aria-busy="true" aria-label="Carregando indicadores">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} data-testid="stat-skeleton" className="h-[7.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  if (error || !stats) {
    return (
      <Card className="py-0">
        <BlockError what="os indicadores" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Card>
    );
  }

  return (
    <section aria-label="Indicadores" className={GRID}>
      <StatCard
        label="Quartos Ocupados"
        value={String(stats.occupiedRooms)}
        note={occupiedNote(stats.occupiedChangeToday)}
        icon={BedDouble}
        iconClass="bg-blue-100 text-blue-700"
      />
      <StatCard
        label="Check-ins Hoje"
        value={String(stats.todayCheckins)}
        note={checkInsNote(stats.todayCheckins, stats.yesterdayCheckins)}
        icon={CalendarCheck}
        iconClass="bg-emerald-100 text-emerald-700"
      />
      <StatCard
        label="Receita Mensal"
        value={formatCurrency(stats.monthlyRevenue)}
        note={revenueNote(stats.revenueChangePercent)}
        icon={Wallet}
        iconClass="bg-amber-100 text-amber-800"
      />
      <StatCard
        label="Taxa de Ocupação"
        value={`${stats.occupancyRate}%`}
        note={occupancyNote(stats.occupancyRate, stats.occupancyRateWeekAgo)}
        icon={Percent}
        iconClass="bg-violet-100 text-violet-700"
      />
    </section>
  );
}
