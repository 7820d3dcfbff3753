import { TrendingDown, TrendingUp, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { StatNote, Trend } from "../lib/stat-notes";

interface StatCardProps {
  label: string;
  value: string;
  note: StatNote;
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
  const TrendIcon = note.trend === "up" ? TrendingUp : note.trend === "down" ? TrendingDown : null;
  return (
    <Card role="group" aria-label={label} className="min-w-0 gap-0 py-0">
      <CardContent className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm leading-tight text-muted-foreground">{label}</p>
          <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg", iconClass)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        <p data-testid="stat-value" className="text-xl font-semibold tabular-nums sm:text-2xl">
          {value}
        </p>
        <p data-testid="stat-note" className={cn("flex items-center gap-1 text-xs font-medium", NOTE_CLASSES[note.trend])}>
          {TrendIcon && <TrendIcon className="size-3.5 shrink-0" aria-hidden="true" />}
          {note.text}
        </p>
      </CardContent>
    </Card>
  );
}
