import { useState } from "react";
import { Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useReservationConsumption } from "@/api/use-reservation-consumption";
import { useRemoveConsumption } from "@/api/use-remove-consumption";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";

interface RemoveConsumptionButtonProps {
  reservationId: string;
  consumptionId: string;
  /** The line as the bill shows it, e.g. 'Água mineral'. */
  description: string;
  quantity: number;
}

/**
 * The trash icon on a consumption line charged by mistake. Shown only to whoever may remove it (the owner, or the
 * clerk who charged it, the same day: the server says so per line); asks first, then puts the stock back.
 */
export function RemoveConsumptionButton({
  reservationId,
  consumptionId,
  description,
  quantity,
}: RemoveConsumptionButtonProps) {
  const { data: lines } = useReservationConsumption(reservationId);
  const remove = useRemoveConsumption(() => notifySuccess("Consumo removido com sucesso"));
  const [confirming, setConfirming] = useState(false);
  const line = lines?.find((candidate) => candidate.id === consumptionId);
  if (!line?.removable) return null;

  const confirm = () =>
    remove.mutate(consumptionId, {
      onError: (error) => notifyError(error, "Erro ao remover consumo", serverReason(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 text-muted-foreground hover:text-destructive md:size-8"
        onClick={() => setConfirming(true)}
        aria-label={`Remover ${quantity} × ${description}`}
        title="Remover consumo"
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remover consumo"
        description={`Tem certeza que deseja remover "${quantity} × ${description}" da conta? Esta ação não pode ser desfeita.`}
        pending={remove.isPending}
        onConfirm={confirm}
      >
        <p className="text-sm text-muted-foreground">
          O valor sai da conta do hóspede e o estoque do item é devolvido.
        </p>
      </ConfirmDeleteDialog>
    </>
  );
}
