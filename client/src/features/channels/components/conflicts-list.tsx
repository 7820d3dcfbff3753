import { useState } from "react";
import { CheckCircle2 } from "lucide-react";
import type { CalendarConflictView } from "@shared/api/channels";
import { BLOCK_KIND_LABELS, CHANNEL_LABELS } from "@shared/channels";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverReason } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCalendarConflicts, useResolveConflict, type ConflictAction } from "../api/use-calendar-conflicts";

const ACTIONS: { resolution: ConflictAction; label: string; done: string }[] = [
  { resolution: "moved", label: "Movi o hóspede", done: "O bloqueio do canal ocupa as datas agora" },
  { resolution: "rejected", label: "Rejeitar", done: "O evento do canal fica fora do quarto" },
  { resolution: "handled", label: "Marcar como resolvido", done: "Conflito marcado como resolvido" },
];

const dates = (from: string | null, to: string | null) => (from && to ? `${formatDate(from)} a ${formatDate(to)}` : "");

/** The open conflicts, each with both sides and a person's three ways out. */
export function ConflictsList() {
  const conflicts = useCalendarConflicts();
  if (conflicts.isLoading) return <Skeleton className="h-24 w-full" aria-label="Carregando conflitos" />;
  if (conflicts.isError) {
    return (
      <LoadError
        what="os conflitos"
        error={conflicts.error}
        onRetry={() => void conflicts.refetch()}
        retrying={conflicts.isFetching}
      />
    );
  }
  if (conflicts.data!.length === 0) {
    return (
      <EmptyState
        icon={CheckCircle2}
        title="Nenhum conflito"
        description="Quando um canal vender datas já ocupadas aqui, o caso aparece nesta lista para você decidir."
        className="py-6"
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label="Conflitos com os canais">
      {conflicts.data!.map((conflict) => (
        <ConflictItem key={conflict.id} conflict={conflict} />
      ))}
    </ul>
  );
}

function ConflictItem({ conflict }: { conflict: CalendarConflictView }) {
  const resolve = useResolveConflict();
  const [refusal, setRefusal] = useState<string | null>(null);
  const channel = conflict.channel ? CHANNEL_LABELS[conflict.channel] : "Canal";
  const other = conflict.other;
  const ours = other.reservationId
    ? `Reserva de ${other.guestName ?? "hóspede"}, ${dates(other.checkInDate, other.checkOutDate)}`
    : `Bloqueio ${other.feedName ?? "de outro canal"}`;

  const act = (resolution: ConflictAction, done: string) =>
    resolve.mutate(
      { id: conflict.id, resolution },
      {
        onSuccess: () => notifySuccess(done),
        onError: (error) => {
          const reason = serverReason(error);
          setRefusal(reason ?? null);
          notifyError(error, "Não foi possível resolver", reason ?? "Tente novamente");
        },
      },
    );

  return (
    <li className="space-y-3 rounded-lg border border-amber-300 bg-amber-50/60 p-3 dark:bg-amber-950/20">
      <p className="font-medium">Quarto {conflict.roomNumber}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground uppercase">No canal</dt>
          <dd>
            {conflict.feedName ?? channel} ({channel}, {BLOCK_KIND_LABELS[conflict.blockKind]}):{" "}
            <span className="tabular-nums">{dates(conflict.checkInDate, conflict.checkOutDate)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground uppercase">Aqui</dt>
          <dd>{ours}</dd>
        </div>
      </dl>
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map(({ resolution, label, done }) => (
          <Button
            key={resolution}
            type="button"
            size="sm"
            variant={resolution === "moved" ? "default" : "outline"}
            className="h-9"
            disabled={resolve.isPending}
            onClick={() => act(resolution, done)}
          >
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}
