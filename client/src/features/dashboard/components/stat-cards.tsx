import { BedDouble, CalendarCheck, Percent, Wallet } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatCurrency } from "@/lib/format";
import { useDashboardStats } from "../api/use-dashboard-stats";
import { checkInsNote, occupancyNote, occupiedNote, revenueNote } from "../lib/stat-notes";
import { BlockError } from "./block-error";
import { StatCard } from "./stat-card";

const GRID = "grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4";

/** The four figures at the top, each with how it compares with the day, month or week before. */
export function StatCards() {
  const { data: stats, isLoading, error, refetch, isFetching } = useDashboardStats();

  // While loading, the same four cards without their figures: nothing below moves when they arrive.
  const cards = (
    <section aria-label="Indicadores" aria-busy={isLoading || undefined} className={GRID}>
      <StatCard
        label="Quartos Ocupados"
        value={stats && String(stats.occupiedRooms)}
        note={stats && occupiedNote(stats.occupiedChangeToday)}
        icon={BedDouble}
        iconClass="bg-blue-100 text-blue-700"
      />
      <StatCard
        label="Check-ins Hoje"
        value={stats && String(stats.todayCheckins)}
        note={stats && checkInsNote(stats.todayCheckins, stats.yesterdayCheckins)}
        icon={CalendarCheck}
        iconClass="bg-emerald-100 text-emerald-700"
      />
      <StatCard
        label="Receita Mensal"
        value={stats && formatCurrency(stats.monthlyRevenue)}
        note={stats && revenueNote(stats.revenueChangePercent)}
        icon={Wallet}
        iconClass="bg-amber-100 text-amber-800"
      />
      <StatCard
        label="Taxa de Ocupação"
        value={stats && `${stats.occupancyRate}%`}
        note={stats && occupancyNote(stats.occupancyRate, stats.occupancyRateWeekAgo)}
        icon={Percent}
        iconClass="bg-violet-100 text-violet-700"
      />
    </section>
  );

  if (!error && (isLoading || stats)) return cards;
  return (
    <Card className="py-0">
      <BlockError
        what="os indicadores"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        whileSignedOut={cards}
      />
    </Card>
  );
}
