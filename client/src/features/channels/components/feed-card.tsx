import { useState } from "react";
import { AlertTriangle, History, RefreshCw, Trash2 } from "lucide-react";
import type { CalendarFeedView } from "@shared/api/channels";
import { CHANNEL_COLOURS, CHANNEL_LABELS } from "@shared/channels";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import { useFeedWrites } from "../api/use-feed-writes";
import { shortUrl, syncResultText } from "../lib/feed-texts";
import { FeedLog } from "./feed-log";

/** One imported calendar: its status, its switch, 'Sincronizar agora', its history and 'Remover'. */
export function FeedCard({ feed }: { feed: CalendarFeedView }) {
  const writes = useFeedWrites(feed.roomId);
  const [lastRun, setLastRun] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const [removing, setRemoving] = useState(false);
  const switchId = `feed-${feed.id}-unavailable`;

  const syncNow = () =>
    writes.sync.mutate(feed.id, {
      onSuccess: (result) => {
        setLastRun(syncResultText(result));
        if (result.ok) notifySuccess(`${feed.name}: ${syncResultText(result)}`);
        else notifyError(null, `${feed.name}: sincronização não aplicada`, result.error);
      },
      onError: (error) => notifyError(error, "Erro", serverReason(error) ?? "Não foi possível sincronizar"),
    });

  return (
    <li className="space-y-3 rounded-lg border p-3" aria-label={`Calendário ${feed.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="flex items-center gap-2 font-medium">
            <span
              className="inline-block size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: CHANNEL_COLOURS[feed.channel] }}
              aria-hidden="true"
            />
            <span className="break-words">{feed.name}</span>
            <span className="text-xs font-normal text-muted-foreground">{CHANNEL_LABELS[feed.channel]}</span>
          </p>
          <p className="truncate text-xs text-muted-foreground" title={shortUrl(feed.url)}>
            {shortUrl(feed.url)}
          </p>
        </div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="h-9"
          onClick={syncNow}
          disabled={writes.sync.isPending}
        >
          <RefreshCw className={writes.sync.isPending ? "animate-spin" : undefined} aria-hidden="true" />
          {writes.sync.isPending ? "Sincronizando..." : "Sincronizar agora"}
        </Button>
      </div>

      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Última sincronização:</dt>
          <dd>{feed.lastSuccessAt ? formatDateTime(feed.lastSuccessAt) : "ainda não"}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Próxima:</dt>
          <dd>{formatDateTime(feed.nextSyncAt)}</dd>
        </div>
      </dl>
      {feed.lastError && (
        <p role="alert" className="flex gap-2 rounded-md bg-destructive/10 p-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {feed.lastError}
            {feed.lastErrorAt && <span className="text-xs"> ({formatDateTime(feed.lastErrorAt)})</span>}
          </span>
        </p>
      )}
      {lastRun && (
        <p className="text-sm" role="status">
          Última execução: {lastRun}
        </p>
      )}

      <div className="flex items-center justify-between gap-3 rounded-md bg-muted/50 p-2">
        <Label htmlFor={switchId} className="text-sm font-normal">
          Importar &apos;(Not available)&apos; como fechamento
        </Label>
        <Switch
          id={switchId}
          checked={feed.importUnavailable}
          disabled={writes.switchUnavailable.isPending}
          onCheckedChange={(importUnavailable) =>
            writes.switchUnavailable.mutate(
              { id: feed.id, importUnavailable },
              {
                onSuccess: () => notifySuccess("Alteração salva; vale na próxima sincronização."),
                onError: (error) => notifyError(error, "Erro", serverReason(error) ?? "Não foi possível salvar"),
              },
            )
          }
        />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-9"
          aria-expanded={showLog}
          onClick={() => setShowLog(!showLog)}
        >
          <History aria-hidden="true" /> {showLog ? "Ocultar histórico" : "Histórico"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-9 text-destructive"
          onClick={() => setRemoving(true)}
        >
          <Trash2 aria-hidden="true" /> Remover
        </Button>
      </div>
      {showLog && <FeedLog feedId={feed.id} />}

      <ConfirmDeleteDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remover calendário"
        description={`Remover '${feed.name}'? Os bloqueios que vieram dele são liberados e o quarto volta a ficar livre nessas datas aqui.`}
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={writes.remove.isPending}
        onConfirm={() =>
          writes.remove.mutate(feed.id, {
            onSuccess: () => {
              setRemoving(false);
              notifySuccess("Calendário removido");
            },
            onError: (error) => notifyError(error, "Erro", serverReason(error) ?? "Não foi possível remover"),
          })
        }
      />
    </li>
  );
}
