import { useState } from "react";
import { signedCentavos } from "@shared/money";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCentavos } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useRevenue } from "../api/use-revenue";
import { DEFAULT_REVENUE_PERIOD, revenueChartHeading, type RevenuePeriod } from "../lib/revenue-period";
import { BlockError } from "./block-error";
import { DeferredRows, RevenueBars } from "./dashboard-blocks";
import { DashboardPanel } from "./dashboard-panel";
import { RevenuePeriodButtons } from "./revenue-period-buttons";

/** The bars' and labels' exact shape (revenue-bars.tsx's CHART_HEIGHT): nothing moves when the chart is drawn. */
const BARS_LOADING = (
  <div className="space-y-2">
    <Skeleton className="h-48 w-full" />
    <Skeleton className="h-4 w-full" />
  </div>
);

/** The chart's exact shape (bars, their labels, the footer line): the panel keeps its height when they arrive. */
const LOADING = (
  <div className="space-y-3" aria-busy="true" aria-label="Carregando receita">
    {BARS_LOADING}
    <Skeleton className="h-4 w-48" />
  </div>
);

/** Completed payments per day over the chosen period (7, 30 or 90 days). */
export function RevenueChart({ className }: { className?: string }) {
  const [days, setDays] = useState<RevenuePeriod>(DEFAULT_REVENUE_PERIOD);
  const { data: points, isLoading, error, refetch, isFetching, isPlaceholderData } = useRevenue(days);
  // Summed in whole centavos so 90 days of decimals add up exactly.
  const totalCentavos = (points ?? []).reduce((sum, point) => sum + (signedCentavos(point.amount) ?? 0), 0);

  return (
    <DashboardPanel
      className={className}
      title={revenueChartHeading(days)}
      action={<RevenuePeriodButtons value={days} onChange={setDays} />}
    >
      {isLoading ? (
        LOADING
      ) : error || !points ? (
        <BlockError
          what="a receita"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          whileSignedOut={LOADING}
        />
      ) : (
        // The previous period stays on screen, dimmed, until the new one arrives.
        <div
          aria-busy={isPlaceholderData}
          className={cn("space-y-3 transition-opacity", isPlaceholderData && "opacity-50")}
        >
          {/* The chart's code and drawing come after the figures at the top are on screen (docs/decisions/0039, 0066):
              the phone's main thread is not kept busy by a block below the fold. */}
          <DeferredRows placeholder={BARS_LOADING}>
            <RevenueBars points={points} />
          </DeferredRows>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <p>Valores em Reais (R$)</p>
            <p>
              Total no período:{" "}
              <span className="font-semibold text-foreground tabular-nums">{formatCentavos(totalCentavos)}</span>
            </p>
          </div>
        </div>
      )}
    </DashboardPanel>
  );
}
