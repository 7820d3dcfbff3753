import type { MouseEvent } from "react";
import type { Room } from "@shared/schema";
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
import { useDeleteRoom } from "../api/use-delete-room";
import { notifyError, notifySuccess } from "@/lib/notify";
import { parseServerError } from "@/lib/server-error";
import { useLastPresent } from "@/hooks/use-last-present";

interface DeleteRoomDialogProps {
  room: Room | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteRoomDialog({ room: selected, onOpenChange }: DeleteRoomDialogProps) {
  const deleteRoom = useDeleteRoom();
  const room = useLastPresent(selected);

  const handleConfirm = (event: MouseEvent) => {
    // Radix closes on action click; keep the dialog open until the server answers so it cannot be confirmed twice.
    event.preventDefault();
    if (!selected) return;
    deleteRoom.mutate(selected.id, {
      onSuccess: () => {
        notifySuccess("Quarto excluído com sucesso");
        onOpenChange(false);
      },
      onError: (error) => {
        const { status, message } = parseServerError(error);
        notifyError(
          error,
          "Erro ao excluir quarto. Verifique se não há reservas ativas.",
          status === 409 ? undefined : (message ?? undefined),
        );
        onOpenChange(false);
      },
    });
  };

  return (
    <AlertDialog open={selected !== null} onOpenChange={(open) => !deleteRoom.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir quarto</AlertDialogTitle>
          <AlertDialogDescription>
            Tem certeza que deseja excluir o quarto {room?.number}? Esta ação não pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteRoom.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            onClick={handleConfirm}
            disabled={deleteRoom.isPending}
            className={buttonVariants({ variant: "destructive" })}
          >
            {deleteRoom.isPending ? "Excluindo..." : "Excluir"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
