import type { RevenuePoint } from "@shared/api";
import { compactChartValue } from "@/components/charts/chart-scale";
import { ColumnChart } from "@/components/charts/column-chart";
import { formatCurrency, formatDate } from "@/lib/format";
import { axisLabel } from "../lib/revenue-axis";

/** A week has room for each bar's value above it; 30 or 90 bars do not (the scale and the tooltip carry them). */
const VALUES_ABOVE_BARS_UP_TO = 7;
/** As tall as LOADING's bars and labels: the panel keeps its height when they arrive. */
const CHART_HEIGHT = 216;
const SERIES = [{ label: "Receita", fillClass: "fill-primary", dotClass: "bg-primary" }];

/** The revenue chart's bars (revenue-chart.tsx): heights relative to the best day of the period, a week's values above them, weekdays under. */
export default function RevenueBars({ points }: { points: RevenuePoint[] }) {
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
