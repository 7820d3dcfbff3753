import type { ReactNode } from "react";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

interface HistoryState<T> {
  rows: T[] | undefined;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  fetchNextPage: () => void;
}

interface ProductHistoryListProps<T> {
  title: string;
  /** What the list holds, for the loading and error texts, e.g. "as movimentações". */
  what: string;
  empty: string;
  history: HistoryState<T>;
  getKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
}

/** One of an item's histories in its details: newest first, 20 at a time, with 'Carregar mais'. */
export function ProductHistoryList<T>({ title, what, empty, history, getKey, renderRow }: ProductHistoryListProps<T>) {
  const { rows, isLoading, error } = history;
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {isLoading ? (
        <div className="space-y-2" aria-busy="true" aria-label={`Carregando ${what}`}>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : error || !rows ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 px-3 py-2 text-sm"
        >
          <span>Erro ao carregar {what}.</span>
          <Button variant="outline" size="sm" onClick={history.refetch} disabled={history.isFetching}>
            <RotateCw aria-hidden="true" /> Tentar novamente
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ul className="divide-y rounded-md border text-sm">
            {rows.map((row) => (
              <li key={getKey(row)} className="px-3 py-2">
                {renderRow(row)}
              </li>
            ))}
          </ul>
          {history.hasNextPage && (
            <div className="flex justify-center">
              {history.isFetchingNextPage ? (
                <Spinner size="sm" label={`Carregando mais ${what}...`} showLabel />
              ) : (
                <Button variant="outline" size="sm" onClick={history.fetchNextPage}>
                  {history.nextPageFailed ? "Tentar novamente" : "Carregar mais"}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
