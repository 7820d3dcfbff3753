import { useState } from "react";
import { Plus } from "lucide-react";
import { LGPD_REQUEST_KIND_LABELS } from "@shared/lgpd";
import type { LgpdRequestView } from "@shared/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { todayAtPousada } from "@/lib/calendar-date";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAnswerLgpdRequest } from "../api/use-answer-lgpd-request";
import { useLgpdRequests } from "../api/use-lgpd-requests";
import { LgpdRequestDialog } from "./lgpd-request-dialog";

/** The guest's requests (access, anonymisation, correction...): asked on, due on (15 days), answered on. */
export function GuestLgpdRequests({ guestId }: { guestId: string }) {
  const { data: requests, isLoading, isError } = useLgpdRequests(guestId);
  const answer = useAnswerLgpdRequest(guestId);
  const [adding, setAdding] = useState(false);
  const today = todayAtPousada();

  const markAnswered = (request: LgpdRequestView) =>
    answer.mutate(request.id, {
      onSuccess: () => notifySuccess("Pedido marcado como respondido"),
      onError: (error) => notifyError(error, "Erro ao marcar o pedido"),
    });

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Pedidos do titular</h4>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Registrar pedido
        </Button>
      </div>
      {isLoading ? (
        <Skeleton className="h-12 w-full" aria-label="Carregando pedidos" />
      ) : isError || !requests ? (
        <p className="text-sm text-destructive">Não foi possível carregar os pedidos.</p>
      ) : requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum pedido registrado.</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm" aria-label="Pedidos do titular">
          {requests.map((request) => {
            const late = !request.answeredAt && request.dueOn < today;
            return (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium">{LGPD_REQUEST_KIND_LABELS[request.kind] ?? request.kind}</p>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    Pedido em {formatDate(request.requestedOn)} · Prazo {formatDate(request.dueOn)}
                    {request.answeredAt && ` · Respondido em ${formatDate(request.answeredAt)}`}
                  </p>
                </div>
                {request.answeredAt ? (
                  <Badge variant="outline">Respondido</Badge>
                ) : (
                  <div className="flex items-center gap-2">
                    {late && <Badge variant="destructive">Atrasado</Badge>}
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => markAnswered(request)}
                      disabled={answer.isPending}
                    >
                      Marcar como respondido
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LgpdRequestDialog guestId={guestId} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
