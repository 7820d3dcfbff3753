import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

interface ReportTabStateProps<T> {
  query: UseQueryResult<T>;
  /** What failed to load, e.g. "o relatório financeiro". */
  what: string;
  /** What the tab shows once read. */
  children: (data: T) => ReactNode;
}

const LOADING = (
  <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Carregando relatório">
    <Skeleton className="h-72 w-full" />
    <Skeleton className="h-72 w-full" />
  </div>
);

/**
 * A tab's read around its content: placeholders while it loads, a retry when it fails, and while another period
 * loads the last figures stay on screen, dimmed.
 */
export function ReportTabState<T>({ query, what, children }: ReportTabStateProps<T>) {
  if (query.isLoading) return LOADING;
  if (query.error || query.data === undefined) {
    return (
      <LoadError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        whileSignedOut={LOADING}
      />
    );
  }
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={cn("transition-opacity", query.isPlaceholderData && "opacity-50")}
    >
      {children(query.data)}
    </div>
  );
}
