import type { RevenuePoint } from "@shared/api";
import { formatCurrency, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { compactChartValue } from "../lib/chart-value";
import { axisLabel, axisLabelIndices } from "../lib/revenue-axis";

// A week has room for each bar's value above it; 30 or 90 bars on a phone do not (each bar's title carries it).
const VALUES_ABOVE_BARS_UP_TO = 7;

function gapFor(count: number) {
  if (count <= 7) return "gap-2 sm:gap-4";
  if (count <= 30) return "gap-1";
  return "gap-px";
}

/** The bars, drawn with plain divs: heights relative to the best day of the period. */
export function RevenueBars({ points }: { points: RevenuePoint[] }) {
  const amounts = points.map((point) => Number(point.amount) || 0);
  const max = Math.max(0, ...amounts);
  const count = points.length;
  const labelled = axisLabelIndices(count);
  // A period without revenue says so once instead of a row of zeros.
  const showValues = count <= VALUES_ABOVE_BARS_UP_TO && max > 0;

  return (
    <div className="space-y-2">
      <div className="relative h-48 border-b pt-5">
        {max > 0 && count > VALUES_ABOVE_BARS_UP_TO && (
          // Without a value over each bar, the best day's value marks the scale.
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-5 border-t border-dashed border-muted-foreground/30"
          >
            <span className="absolute right-0 bottom-full text-[11px] text-muted-foreground tabular-nums">
              {compactChartValue(max)}
            </span>
          </div>
        )}
        {max === 0 && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">
            Nenhuma receita no período
          </p>
        )}
        <ul aria-label="Receita por dia" className={cn("flex h-full items-end", gapFor(count))}>
          {points.map((point, index) => {
            const label = `${formatDate(point.date)}: ${formatCurrency(point.amount)}`;
            const height = max === 0 ? 0 : (amounts[index] / max) * 100;
            return (
              <li
                key={point.date}
                data-testid="revenue-bar"
                aria-label={label}
                title={label}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
              >
                <div
                  className={cn(
                    "relative w-full rounded-t-sm bg-primary",
                    count <= VALUES_ABOVE_BARS_UP_TO && "max-w-12",
                  )}
                  style={{ height: `${height}%`, minHeight: amounts[index] > 0 ? 2 : 0 }}
                >
                  {showValues && (
                    <span className="absolute bottom-full left-1/2 mb-0.5 -translate-x-1/2 text-[11px] font-medium whitespace-nowrap text-muted-foreground tabular-nums">
                      {compactChartValue(amounts[index])}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      {count <= 7 ? (
        <div aria-hidden="true" className={cn("flex text-xs text-muted-foreground", gapFor(count))}>
          {points.map((point) => (
            <span key={point.date} className="min-w-0 flex-1 text-center">
              {axisLabel(point.date, count)}
            </span>
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground tabular-nums">
          {labelled.map((index) => (
            <span key={index}>{axisLabel(points[index].date, count)}</span>
          ))}
        </div>
      )}
    </div>
  );
}
