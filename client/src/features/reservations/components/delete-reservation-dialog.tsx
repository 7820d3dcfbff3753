import type { MouseEvent } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
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

  const handleConfirm = (event: MouseEvent) => {
    // Kept open until the server answers, so it cannot be confirmed twice.
    event.preventDefault();
    if (!selected) return;
    deleteReservation.mutate(selected.id, {
      onSuccess: () => {
        notifySuccess("Reserva excluída com sucesso");
        onOpenChange(false);
      },
      onError: (error) => {
        notifyError(error, "Erro ao excluir reserva", reservationRefusal(error).message ?? undefined);
        onOpenChange(false);
      },
    });
  };

  return (
    <AlertDialog open={selected !== null} onOpenChange={(open) => !deleteReservation.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir reserva</AlertDialogTitle>
          <AlertDialogDescription>
            Tem certeza que deseja excluir a reserva de {reservation ? guestFullName(reservation.guest) : ""}? Esta
            ação não pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteReservation.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            onClick={handleConfirm}
            disabled={deleteReservation.isPending}
            className={buttonVariants({ variant: "destructive" })}
          >
            {deleteReservation.isPending ? "Excluindo..." : "Excluir"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
