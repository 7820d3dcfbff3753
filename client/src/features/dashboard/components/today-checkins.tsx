import { CalendarX, LogIn } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useTodayCheckIns } from "../api/use-today-checkins";
import { BlockError } from "./block-error";
import { DashboardPanel } from "./dashboard-panel";
import type { TodayCheckInHandlers } from "./today-checkin-actions";
import { TodayCheckInCards } from "./today-checkin-cards";
import { TodayCheckInsTable } from "./today-checkins-table";

/** 'Check-ins de Hoje': who arrives today, who already checked in ('Confirmado') and who is still expected. */
export function TodayCheckIns(actions: TodayCheckInHandlers) {
  const { data: arrivals, isLoading, error, refetch, isFetching } = useTodayCheckIns();

  return (
    <DashboardPanel
      title="Check-ins de Hoje"
      contentClassName="px-0"
      action={
        <Button asChild size="sm">
          <Link href="/checkin-checkout">
            <LogIn aria-hidden="true" /> Novo Check-in
          </Link>
        </Button>
      }
    >
      {isLoading ? (
        <div className="space-y-3 px-6" aria-busy="true" aria-label="Carregando check-ins">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : error || !arrivals ? (
        <BlockError what="os check-ins de hoje" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : arrivals.length === 0 ? (
        <EmptyState icon={CalendarX} title="Nenhum check-in programado para hoje" className="py-6" />
      ) : (
        <>
          <div className="md:hidden">
            <TodayCheckInCards arrivals={arrivals} {...actions} />
          </div>
          <div className="hidden md:block">
            <TodayCheckInsTable arrivals={arrivals} {...actions} />
          </div>
        </>
      )}
    </DashboardPanel>
  );
}
