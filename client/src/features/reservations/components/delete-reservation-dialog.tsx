import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useLastPresent } from "@/hooks/use-last-present";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteReservation } from "../api/use-delete-reservation";
import type { ReservationRecord } from "../api/use-reservations";
import { reservationRefusal } from "../lib/reservation-save-error";

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
      onError: (error) => notifyError(error, "Erro ao excluir reserva", reservationRefusal(error).message ?? undefined),
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
