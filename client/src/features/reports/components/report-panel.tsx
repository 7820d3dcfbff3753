import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface ReportPanelProps {
  title: string;
  /** One line under the title: what the figures are. */
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One block of a report's tab: a titled card, a region screen readers can jump to. */
export function ReportPanel({ title, description, action, className, children }: ReportPanelProps) {
  return (
    <Card role="region" aria-label={title} className={cn("min-w-0 gap-4 py-5", className)}>
      <div className="flex flex-wrap items-start justify-between gap-2 px-4 sm:px-6">
        <div className="min-w-0 space-y-0.5">
          <h2 className="text-base font-semibold">{title}</h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      <CardContent className="min-w-0 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
