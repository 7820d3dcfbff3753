import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useTodayCheckIns } from "../api/use-today-checkins";
import { BlockError } from "./block-error";
import { DeferredRows, TodayCheckInsList } from "./dashboard-blocks";
import { DashboardPanel } from "./dashboard-panel";
import type { TodayCheckInHandlers } from "./today-checkin-actions";

/** Sized within the block's least height, like the empty state: the page below does not move when it loads. */
const LOADING = (
  <div className="space-y-3 px-4 sm:px-6" aria-busy="true" aria-label="Carregando check-ins">
    {Array.from({ length: 2 }, (_, index) => (
      <Skeleton key={index} className="h-12 w-full" />
    ))}
  </div>
);

/** 'Check-ins de Hoje': who arrives today, who already checked in ('Confirmado') and who is still expected. */
export function TodayCheckIns(actions: TodayCheckInHandlers) {
  const { data: arrivals, isLoading, error, refetch, isFetching } = useTodayCheckIns();

  return (
    <DashboardPanel
      title="Check-ins de Hoje"
      // As tall as the empty state, so the usual day (no arrival, or one) does not move the page when it loads.
      contentClassName="min-h-33 px-0 sm:px-0"
      action={
        <Button asChild size="sm">
          <Link href="/checkin-checkout">
            <LogIn aria-hidden="true" /> Novo Check-in
          </Link>
        </Button>
      }
    >
      {isLoading ? (
        LOADING
      ) : error ? (
        <BlockError
          what="os check-ins de hoje"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          whileSignedOut={LOADING}
        />
      ) : (
        // The list's code comes after the first paint; its placeholder meanwhile is the one shown while reading.
        <DeferredRows placeholder={LOADING}>
          <TodayCheckInsList arrivals={arrivals ?? []} {...actions} />
        </DeferredRows>
      )}
    </DashboardPanel>
  );
}
