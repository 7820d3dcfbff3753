import { useState } from "react";
import type { GuestRecord } from "@/api/use-guests";
import { Button } from "@/components/ui/button";
import { todayAtPousada } from "@/lib/calendar-date";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useRetentionHold } from "../api/use-retention-hold";
import { RetentionHoldDialog } from "./retention-hold-dialog";

/** The owner's hold on the retention: with a reason (a legal claim, a police request), the data and photo stay. */
export function GuestRetentionHold({ guest }: { guest: GuestRecord }) {
  const hold = useRetentionHold(guest.id);
  const [editing, setEditing] = useState(false);
  const reason = guest.retentionHoldReason;
  const applies = reason !== null && (!guest.retentionHoldUntil || guest.retentionHoldUntil >= todayAtPousada());

  const lift = () =>
    hold.mutate(null, {
      onSuccess: () => notifySuccess("Retenção liberada"),
      onError: (error) => notifyError(error, "Erro ao liberar a retenção"),
    });

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">Retenção dos dados</h4>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
        <p className="min-w-0" data-testid="retention-hold">
          {reason ? (
            <>
              {applies ? "Dados retidos" : "Retenção vencida"}
              {guest.retentionHoldUntil ? ` até ${formatDate(guest.retentionHoldUntil)}` : " até ser liberada"}:{" "}
              {reason}
            </>
          ) : (
            <span className="text-muted-foreground">Segue a retenção automática (Configurações &gt; Privacidade).</span>
          )}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {reason ? "Alterar" : "Reter dados"}
          </Button>
          {reason && (
            <Button size="sm" variant="ghost" onClick={lift} disabled={hold.isPending}>
              Liberar
            </Button>
          )}
        </div>
      </div>
      <RetentionHoldDialog guest={guest} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
