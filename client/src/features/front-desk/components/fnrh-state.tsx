// The FNRH's state on the front desk (docs/product.md §19): a stay's and each guest's state in the stay's details,
// with 'Reenviar', and the list 'Fichas FNRH atrasadas ou com erro' under Check-in/out. Shown only once configured.
import { AlertTriangle, FileCheck2, RefreshCw } from "lucide-react";
import type { FnrhState } from "@shared/fnrh";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverReason } from "@/lib/api";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { useFnrhDeskConfig, useFnrhPending, useFnrhStay, useResendFnrh } from "../api/use-fnrh";
import { FNRH_STATE_LABELS } from "../lib/fnrh-labels";

const STATE_CLASSES: Record<FnrhState, string> = {
  nao_enviado: "border-slate-200 bg-slate-50 text-slate-800",
  pendente: "border-blue-200 bg-blue-50 text-blue-800",
  enviado: "border-emerald-200 bg-emerald-50 text-emerald-800",
  precheckin_realizado: "border-emerald-200 bg-emerald-50 text-emerald-800",
  checkin_enviado: "border-emerald-200 bg-emerald-50 text-emerald-800",
  checkout_enviado: "border-emerald-200 bg-emerald-50 text-emerald-800",
  cancelado: "border-slate-200 bg-slate-50 text-slate-800",
  noshow_enviado: "border-slate-200 bg-slate-50 text-slate-800",
  erro: "border-red-700 bg-red-700 text-white",
};

function FnrhStateBadge({ state }: { state: FnrhState }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap", STATE_CLASSES[state])}>
      {state === "erro" && <AlertTriangle aria-hidden="true" />}
      FNRH: {FNRH_STATE_LABELS[state]}
    </Badge>
  );
}

/** 'Reenviar': the stay queued again; its job reads the official state first, so nothing is sent twice. */
function ResendButton({ stayId, label }: { stayId: string; label: string }) {
  const resend = useResendFnrh();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={resend.isPending}
      aria-label={`Reenviar a ficha de ${label} à FNRH`}
      // The notice follows the request, not this button: the state it refreshes can replace the button before the
      // answer arrives, and mutate's own callbacks are dropped with an unmounted button.
      onClick={() =>
        resend.mutateAsync(stayId).then(
          () => notifySuccess("Ficha enviada para a fila da FNRH"),
          (error: unknown) => notifyError(error, "Erro ao reenviar à FNRH", serverReason(error)),
        )
      }
    >
      <RefreshCw aria-hidden="true" className={cn(resend.isPending && "animate-spin")} />
      {resend.isPending ? "Reenviando..." : "Reenviar"}
    </Button>
  );
}

/** The stay's details: its state with the register, each guest's, and 'Reenviar'. */
export function FnrhStaySection({ stayId, label }: { stayId: string; label: string }) {
  const config = useFnrhDeskConfig();
  const configured = config.data?.configurado === true;
  const { data: view, isLoading, error, refetch, isFetching } = useFnrhStay(stayId, configured);
  if (!configured) return null;
  return (
    <section aria-label="FNRH" className="space-y-2 rounded-md border p-3 text-sm">
      {isLoading ? (
        <Skeleton className="h-10 w-full" aria-label="Carregando o estado da FNRH" />
      ) : error || !view ? (
        <LoadError what="o estado da FNRH" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <h3 className="font-semibold">FNRH</h3>
              <FnrhStateBadge state={view.state} />
            </div>
            {view.state !== "pendente" && <ResendButton stayId={stayId} label={label} />}
          </div>
          {view.lastError && (
            <p role="alert" className="text-destructive">
              {view.lastError}
            </p>
          )}
          <ul className="space-y-1" aria-label="Estado de cada hóspede na FNRH">
            {view.guests.map((guest) => (
              <li key={guest.guestId} className="flex flex-wrap items-center justify-between gap-x-2">
                <span>{guest.name}</span>
                <FnrhStateBadge state={guest.state} />
                {guest.lastError && <span className="w-full text-xs text-destructive">{guest.lastError}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** 'Fichas FNRH atrasadas ou com erro': below the front desk's tabs, once the FNRH is configured. */
export function FnrhPendingList() {
  const config = useFnrhDeskConfig();
  const configured = config.data?.configurado === true;
  const { data: items, isLoading, error, refetch, isFetching } = useFnrhPending(configured);
  if (!configured) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <FileCheck2 className="size-5 text-primary" aria-hidden="true" />
          Fichas FNRH atrasadas ou com erro
        </h2>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-16 w-full" aria-label="Carregando as fichas da FNRH" />
        ) : error || !items ? (
          <LoadError what="as fichas da FNRH" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={FileCheck2}
            title="Nenhuma ficha atrasada ou com erro"
            description="As estadias cujo envio à FNRH falhou ou espera há mais de 30 minutos aparecem aqui."
          />
        ) : (
          <ul className="divide-y" aria-label="Fichas FNRH atrasadas ou com erro">
            {items.map((item) => (
              <li key={item.reservationId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">
                    {item.guestName} · Quarto {item.roomNumber}
                  </p>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <FnrhStateBadge state={item.state} />
                    {item.requestedAt && <span>pedido em {formatDateTime(item.requestedAt)}</span>}
                  </div>
                  {item.lastError && <p className="text-sm text-destructive">{item.lastError}</p>}
                </div>
                {item.stayId && <ResendButton stayId={item.stayId} label={item.guestName} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
