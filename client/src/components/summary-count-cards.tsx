import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface SummaryCount {
  label: string;
  count: number;
  icon: LucideIcon;
  /** Tint and text colour of the icon's square; pick a pair that stays readable (WCAG AA). */
  iconClass: string;
  /** A short line under the label saying what else the count includes, e.g. 'inclui 2 Não Compareceu'. */
  detail?: string;
}

interface SummaryCountCardsProps {
  /** Names the group for screen readers, e.g. "Resumo da recepção". */
  label: string;
  items: SummaryCount[];
  className?: string;
}

/** A page's row of count cards (two per row on a phone, four on a desktop); long labels wrap instead of truncating. */
export function SummaryCountCards({ label, items, className }: SummaryCountCardsProps) {
  return (
    <section aria-label={label} className={cn("grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4", className)}>
      {items.map(({ label: itemLabel, count, icon: Icon, iconClass, detail }) => (
        <Card key={itemLabel} className="gap-0 py-0">
          <CardContent className="flex items-center gap-3 p-4">
            <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", iconClass)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-2xl font-semibold leading-none tabular-nums">{count}</p>
              <p className="mt-1 text-sm leading-tight text-muted-foreground">{itemLabel}</p>
              {detail && <p className="mt-0.5 text-xs leading-tight text-muted-foreground">{detail}</p>}
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
