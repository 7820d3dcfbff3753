import { useState } from "react";
import type { RevenuePoint } from "@shared/api";
import { signedCentavos } from "@shared/money";
import { Skeleton } from "@/components/ui/skeleton";
import { ColumnChart } from "@/components/charts/column-chart";
import { compactChartValue } from "@/components/charts/chart-scale";
import { formatCentavos, formatCurrency, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useRevenue } from "../api/use-revenue";
import { DEFAULT_REVENUE_PERIOD, revenueChartHeading, type RevenuePeriod } from "../lib/revenue-period";
import { BlockError } from "./block-error";
import { DashboardPanel } from "./dashboard-panel";
import { axisLabel } from "../lib/revenue-axis";
import { RevenuePeriodButtons } from "./revenue-period-buttons";

/** The chart's exact shape (bars, their labels, the footer line): the panel keeps its height when they arrive. */
const LOADING = (
  <div className="space-y-3" aria-busy="true" aria-label="Carregando receita">
    <div className="space-y-2">
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-4 w-full" />
    </div>
    <Skeleton className="h-4 w-48" />
  </div>
);

/** A week has room for each bar's value above it; 30 or 90 bars do not (the scale and the tooltip carry them). */
const VALUES_ABOVE_BARS_UP_TO = 7;
/** As tall as LOADING's bars and labels: the panel keeps its height when they arrive. */
const CHART_HEIGHT = 216;
const SERIES = [{ label: "Receita", fillClass: "fill-primary", dotClass: "bg-primary" }];

/** The day's bars: heights relative to the best day of the period, a week's values above them, weekdays under. */
function RevenueBars({ points }: { points: RevenuePoint[] }) {
  const count = points.length;
  const few = count <= VALUES_ABOVE_BARS_UP_TO;
  return (
    <ColumnChart
      label="Receita por dia"
      series={SERIES}
      points={points.map((point) => ({
        axisLabel: axisLabel(point.date, count),
        title: formatDate(point.date),
        values: [Number(point.amount) || 0],
      }))}
      format={(value) => formatCurrency(String(value))}
      height={CHART_HEIGHT}
      showAxis={!few}
      valueAbove={few ? compactChartValue : undefined}
      emptyText="Nenhuma receita no período"
      pointTestId="revenue-bar"
    />
  );
}

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
          <RevenueBars points={points} />
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
