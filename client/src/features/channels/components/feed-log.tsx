import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useFeedLog } from "../api/use-calendar-feeds";
import { runCountsText } from "../lib/feed-texts";

/** The feed's last runs, newest first: what each added, changed, released or left in conflict, or its error. */
export function FeedLog({ feedId }: { feedId: string }) {
  const log = useFeedLog(feedId, true);
  if (log.isLoading) return <Skeleton className="h-16 w-full" aria-label="Carregando histórico" />;
  if (log.isError) return <p className="text-sm text-destructive">Não foi possível carregar o histórico.</p>;
  const runs = log.data ?? [];
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma sincronização ainda.</p>;
  return (
    <ol className="max-h-64 space-y-1 overflow-y-auto text-sm" aria-label="Histórico de sincronizações">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-col gap-0.5 border-b py-1 last:border-0 sm:flex-row sm:gap-3">
          <span className="shrink-0 text-muted-foreground tabular-nums">{formatDateTime(run.at)}</span>
          {run.ok ? <span>{runCountsText(run)}</span> : <span className="text-destructive">{run.error}</span>}
        </li>
      ))}
    </ol>
  );
}
