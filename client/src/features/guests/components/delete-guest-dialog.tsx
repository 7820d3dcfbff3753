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
import { notifyError, notifySuccess } from "@/lib/notify";
import { parseServerError } from "@/lib/server-error";
import { useDeleteGuest } from "../api/use-delete-guest";
import type { GuestRecord } from "@/api/use-guests";
import { guestFullName } from "@/lib/guest-name";

interface DeleteGuestDialogProps {
  guest: GuestRecord | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteGuestDialog({ guest: selected, onOpenChange }: DeleteGuestDialogProps) {
  const deleteGuest = useDeleteGuest();
  const guest = useLastPresent(selected);

  const handleConfirm = (event: MouseEvent) => {
    // Radix closes on action click; keep the dialog open until the server answers so it cannot be confirmed twice.
    event.preventDefault();
    if (!selected) return;
    deleteGuest.mutate(selected.id, {
      onSuccess: () => {
        notifySuccess("Hóspede excluído com sucesso");
        onOpenChange(false);
      },
      onError: (error) => {
        // The server says why (reservations on record, owner only), which is what the clerk needs to know.
        notifyError(error, "Erro ao excluir hóspede", parseServerError(error).message ?? undefined);
        onOpenChange(false);
      },
    });
  };

  return (
    <AlertDialog open={selected !== null} onOpenChange={(open) => !deleteGuest.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir hóspede</AlertDialogTitle>
          <AlertDialogDescription>Tem certeza que deseja excluir este hóspede?</AlertDialogDescription>
        </AlertDialogHeader>
        {guest && (
          <p className="text-sm">
            O cadastro de <span className="font-medium">{guestFullName(guest)}</span> será removido. Esta ação não
            pode ser desfeita.
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteGuest.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            onClick={handleConfirm}
            disabled={deleteGuest.isPending}
            className={buttonVariants({ variant: "destructive" })}
          >
            {deleteGuest.isPending ? "Excluindo..." : "Excluir"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
