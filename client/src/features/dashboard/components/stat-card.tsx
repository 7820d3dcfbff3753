import { TrendingDown, TrendingUp, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { StatNote, Trend } from "../lib/stat-notes";

interface StatCardProps {
  label: string;
  /** Absent while the figures load: the card keeps its label and icon, and its final size. */
  value?: string;
  note?: StatNote;
  icon: LucideIcon;
  iconClass: string;
}

// Text shades that stay readable (WCAG AA) on the card's white.
const NOTE_CLASSES: Record<Trend, string> = {
  up: "text-emerald-700",
  down: "text-red-700",
  flat: "text-muted-foreground",
};

export function StatCard({ label, value, note, icon: Icon, iconClass }: StatCardProps) {
  const loading = value === undefined || note === undefined;
  const TrendIcon = note?.trend === "up" ? TrendingUp : note?.trend === "down" ? TrendingDown : null;
  return (
    <Card
      role="group"
      aria-label={label}
      aria-busy={loading || undefined}
      data-testid={loading ? "stat-skeleton" : undefined}
      className="min-w-0 gap-0 py-0"
    >
      <CardContent className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm leading-tight text-muted-foreground">{label}</p>
          <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg", iconClass)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        {/* The value and the note keep the same line boxes loaded or not; the note has room for two lines, which
            is what it takes on a phone and on a narrow desktop, so the cards never grow when the figures land. */}
        <p data-testid={loading ? undefined : "stat-value"} className="text-xl font-semibold tabular-nums sm:text-2xl">
          {loading ? <Skeleton className="inline-block h-[0.8em] w-20 align-middle" /> : value}
        </p>
        <p
          data-testid={loading ? undefined : "stat-note"}
          className={cn(
            "flex min-h-8 items-start gap-1 text-xs font-medium xl:min-h-4",
            note ? NOTE_CLASSES[note.trend] : undefined,
          )}
        >
          {loading ? (
            <Skeleton className="mt-0.5 h-3 w-28" />
          ) : (
            <>
              {TrendIcon && <TrendIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />}
              {note.text}
            </>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
