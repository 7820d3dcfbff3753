import { useId, type ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface DashboardPanelProps {
  title: string;
  /** Beside the title: 'Ver Todos', the period buttons... */
  action?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One block of the dashboard: a titled card, a region named by its heading (tests and screen readers find it so). */
export function DashboardPanel({ title, action, className, contentClassName, children }: DashboardPanelProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={cn("min-w-0 gap-4 py-5 sm:py-6", className)}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 px-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold sm:text-lg xl:text-base">
          {title}
        </h2>
        {action}
      </CardHeader>
      <CardContent className={cn("min-w-0 px-4 sm:px-6", contentClassName)}>{children}</CardContent>
    </Card>
  );
}
