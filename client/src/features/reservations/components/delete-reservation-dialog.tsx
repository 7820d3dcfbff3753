import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useLastPresent } from "@/hooks/use-last-present";
import { guestFullName } from "@/lib/guest-name";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteReservation } from "../api/use-delete-reservation";
import type { ReservationRecord } from "../api/use-reservations";

interface DeleteReservationDialogProps {
  reservation: ReservationRecord | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteReservationDialog({ reservation: selected, onOpenChange }: DeleteReservationDialogProps) {
  const deleteReservation = useDeleteReservation();
  const reservation = useLastPresent(selected);

  const confirm = () => {
    if (!selected) return;
    deleteReservation.mutate(selected.id, {
      onSuccess: () => notifySuccess("Reserva excluída com sucesso"),
      onError: (error) => notifyError(error, "Erro ao excluir reserva", serverReason(error)),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={selected !== null}
      onOpenChange={onOpenChange}
      title="Excluir reserva"
      description={`Tem certeza que deseja excluir a reserva de ${reservation ? guestFullName(reservation.guest) : ""}? Esta ação não pode ser desfeita.`}
      pending={deleteReservation.isPending}
      onConfirm={confirm}
    />
  );
}
