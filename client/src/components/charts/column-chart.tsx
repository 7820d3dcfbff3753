import { useId, useState, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "@/lib/utils";
import { compactValue, indexAt, labelledIndices, niceMax } from "./chart-scale";
import { useElementWidth } from "./use-element-width";

interface ChartSeries {
  label: string;
  /** The bars' fill and the legend's dot, e.g. "fill-primary" / "bg-primary". */
  fillClass: string;
  dotClass: string;
}

interface ChartPoint {
  /** Under the bar: "mar", "09/03". */
  axisLabel: string;
  /** In the tooltip and the table for screen readers: "março de 2026", "09/03/2026". */
  title: string;
  /** One value per series (reais, or a percentage). */
  values: number[];
}

interface ColumnChartProps {
  /** The chart's accessible name, e.g. "Receita por mês". */
  label: string;
  series: ChartSeries[];
  points: ChartPoint[];
  /** A value in full, for the tooltip and the table: "R$ 1.234,56", "75%". */
  format: (value: number) => string;
  /** The scale's fixed top (100 for percentages); otherwise a round number above the largest value. */
  max?: number;
  height?: number;
  /** Short value for the axis ("1,5 mil", "75%"). */
  axisFormat?: (value: number) => string;
  /** The value scale at the left, with its gridlines; without it the bars use the whole width. */
  showAxis?: boolean;
  /** Each bar's value written above it ("1.5k"), for a few bars (a week); not drawn when every value is zero. */
  valueAbove?: (value: number) => string;
  /** Said across the chart when every value is zero ("Nenhuma receita no período"). */
  emptyText?: string;
  /** A test id and a label ("dd/mm/aaaa: R$ 320,00", data-label) on each point's group of bars. */
  pointTestId?: string;
}

const AXIS_WIDTH = 44;
const BOTTOM = 22;
const TOP = 8;
/** Room above the tallest bar for its value. */
const TOP_WITH_VALUES = 20;

/**
 * Vertical bars drawn in SVG at the container's real width (text stays legible on a phone). A value shows in a
 * tooltip under the pointer, on a tap, or with the arrow keys once the chart has the focus; screen readers read the
 * same values from a table.
 */
export function ColumnChart({
  label,
  series,
  points,
  format,
  max,
  height = 220,
  axisFormat = compactValue,
  showAxis = true,
  valueAbove,
  emptyText,
  pointTestId,
}: ColumnChartProps) {
  const [container, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const tableId = useId();
  const count = points.length;
  const largest = Math.max(0, ...points.flatMap((point) => point.values));
  // Values above the bars read the bars' heights exactly: the scale's top is then the largest value itself.
  const top = max ?? (valueAbove ? largest : niceMax(largest));
  const axisWidth = showAxis ? AXIS_WIDTH : 0;
  const topGap = valueAbove ? TOP_WITH_VALUES : TOP;
  const plotWidth = Math.max(0, width - axisWidth);
  const plotHeight = height - topGap - BOTTOM;
  const slot = count > 0 ? plotWidth / count : 0;
  const gap = slot > 12 ? Math.min(slot * 0.25, 16) : slot > 4 ? 1 : 0;
  const barWidth = Math.max(0.5, (slot - gap) / Math.max(1, series.length));
  const y = (value: number) => topGap + plotHeight - (top > 0 ? (Math.max(0, value) / top) * plotHeight : 0);
  const labelled = new Set(labelledIndices(count, plotWidth));

  const pick = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(indexAt(event.clientX - box.left, box.width, count));
  };
  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -count, End: count }[event.key];
    if (step === undefined || count === 0) return;
    event.preventDefault();
    setActive((current) => Math.min(count - 1, Math.max(0, (current ?? (step > 0 ? -1 : count)) + step)));
  };

  const shown = active !== null && active < count ? points[active] : null;
  const tooltipLeft = active === null ? 0 : axisWidth + (active + 0.5) * slot;

  return (
    <div className="space-y-2">
      {series.length > 1 && (
        <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {series.map((item) => (
            <li key={item.label} className="flex items-center gap-1.5">
              <span className={cn("size-2.5 rounded-sm", item.dotClass)} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={container} className="relative w-full" style={{ height }}>
        {width > 0 && (
          <svg
            role="img"
            aria-label={`${label} (valores na tabela a seguir)`}
            aria-describedby={tableId}
            width={width}
            height={height}
            tabIndex={0}
            onKeyDown={move}
            onBlur={() => setActive(null)}
            className="block touch-pan-y rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {(showAxis ? [0, 0.5, 1] : [0]).map((fraction) => (
              <g key={fraction} className="text-muted-foreground">
                <line
                  x1={axisWidth}
                  x2={width}
                  y1={y(top * fraction)}
                  y2={y(top * fraction)}
                  className={fraction === 0 ? "stroke-border" : "stroke-border/70"}
                  strokeDasharray={fraction === 0 ? undefined : "3 3"}
                />
                {showAxis && top > 0 && (
                  <text
                    x={AXIS_WIDTH - 6}
                    y={y(top * fraction)}
                    textAnchor="end"
                    dominantBaseline="middle"
                    className="fill-current text-[11px] tabular-nums"
                  >
                    {axisFormat(top * fraction)}
                  </text>
                )}
              </g>
            ))}
            {points.map((point, index) => {
              const left = axisWidth + index * slot + gap / 2;
              const centre = axisWidth + (index + 0.5) * slot;
              return (
                <g
                  key={`${point.title}-${index}`}
                  opacity={active === null || active === index ? 1 : 0.45}
                  data-testid={pointTestId}
                  // Not aria-label: the svg is one image (role="img") whose values a screen reader gets from the table
                  // below, and ARIA forbids a label on a bare <g> (Lighthouse's accessibility audit).
                  data-label={pointTestId && `${point.title}: ${point.values.map(format).join(", ")}`}
                >
                  {point.values.map((value, seriesIndex) => {
                    const barTop = y(value);
                    return (
                      <rect
                        key={seriesIndex}
                        data-testid="chart-bar"
                        x={left + seriesIndex * barWidth}
                        y={barTop}
                        width={barWidth}
                        height={Math.max(0, topGap + plotHeight - barTop)}
                        rx={barWidth > 6 ? 2 : 0}
                        className={series[seriesIndex]?.fillClass}
                      />
                    );
                  })}
                  {valueAbove && top > 0 && (
                    <text
                      x={centre}
                      y={y(Math.max(0, ...point.values)) - 4}
                      textAnchor="middle"
                      className="fill-muted-foreground text-[11px] font-medium tabular-nums"
                    >
                      {valueAbove(Math.max(0, ...point.values))}
                    </text>
                  )}
                </g>
              );
            })}
            {/* The labels under the bars, apart from each bar's group (whose text is its value alone). */}
            {points.map((point, index) =>
              labelled.has(index) ? (
                <text
                  key={`${point.title}-${index}`}
                  // Centred under the bar, but never past the right edge (half a label is about 16 px).
                  x={Math.min(axisWidth + (index + 0.5) * slot, width - 16)}
                  y={height - 6}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {point.axisLabel}
                </text>
              ) : null,
            )}
            {/* One transparent layer over the bars: the pointer or a finger picks the bar beneath it. */}
            <rect
              data-testid="chart-hit-area"
              x={axisWidth}
              y={0}
              width={plotWidth}
              height={topGap + plotHeight}
              fill="transparent"
              onPointerMove={pick}
              onPointerDown={pick}
              onPointerLeave={(event) => event.pointerType === "mouse" && setActive(null)}
            />
          </svg>
        )}
        {emptyText && top === 0 && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">{emptyText}</p>
        )}
        {shown && (
          <div
            role="status"
            data-testid="chart-tooltip"
            className="pointer-events-none absolute top-0 z-10 w-max max-w-[14rem] -translate-x-1/2 rounded-md border bg-popover px-2.5 py-1.5 text-xs shadow-md"
            style={{ left: Math.min(Math.max(tooltipLeft, 80), Math.max(80, width - 80)) }}
          >
            <p className="font-medium">{shown.title}</p>
            {series.map((item, seriesIndex) => (
              <p key={item.label} className="flex items-center gap-1.5 tabular-nums">
                {series.length > 1 && <span className={cn("size-2 rounded-sm", item.dotClass)} aria-hidden="true" />}
                {series.length > 1 ? `${item.label}: ` : ""}
                {format(shown.values[seriesIndex] ?? 0)}
              </p>
            ))}
          </div>
        )}
      </div>
      <table id={tableId} className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Período</th>
            {series.map((item) => (
              <th key={item.label} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${point.title}-${index}`}>
              <th scope="row">{point.title}</th>
              {point.values.map((value, seriesIndex) => (
                <td key={seriesIndex}>{format(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
