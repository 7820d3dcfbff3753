import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { FigureChange, Trend } from "../lib/figure-change";

interface FigureCardProps {
  label: string;
  /** Absent while the figures load: the card keeps its size. */
  value?: string;
  /** The previous period's figure, as shown: "R$ 1.000,00". */
  previous?: string;
  change?: FigureChange;
  /** A short line under the value: "6 de 140 diárias". */
  detail?: string;
}

// Text shades that stay readable (WCAG AA) on the card's white.
const TREND_CLASSES: Record<Trend, string> = {
  up: "text-emerald-700",
  down: "text-red-700",
  flat: "text-muted-foreground",
};
const TREND_ICONS = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/** One figure of the period with the previous period's beside it, and how it moved. */
export function FigureCard({ label, value, previous, change, detail }: FigureCardProps) {
  const loading = value === undefined;
  const TrendIcon = change ? TREND_ICONS[change.trend] : null;
  return (
    <Card role="group" aria-label={label} aria-busy={loading || undefined} className="min-w-0 gap-0 py-0">
      <CardContent className="flex min-w-0 flex-col gap-1 p-4">
        <p className="text-sm leading-tight text-muted-foreground">{label}</p>
        <p data-testid="figure-value" className="text-xl font-semibold tabular-nums sm:text-2xl">
          {loading ? <Skeleton className="inline-block h-[0.8em] w-24 align-middle" /> : value}
        </p>
        <p className="min-h-4 text-xs text-muted-foreground">{loading ? null : detail}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 border-t pt-2 text-xs">
          {loading ? (
            <Skeleton className="h-3 w-32" />
          ) : (
            <>
              <span data-testid="figure-previous" className="text-muted-foreground">
                Anterior: <span className="font-medium text-foreground tabular-nums">{previous}</span>
              </span>
              {change?.text && TrendIcon && (
                <span className={cn("inline-flex items-center gap-1 font-medium", TREND_CLASSES[change.trend])}>
                  <TrendIcon className="size-3.5" aria-hidden="true" />
                  {change.text}
                </span>
              )}
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
