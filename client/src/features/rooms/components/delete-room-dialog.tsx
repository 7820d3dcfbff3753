import type { Room } from "@shared/api";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useDeleteRoom } from "../api/use-delete-room";
import { isConflict, serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useLastPresent } from "@/hooks/use-last-present";

interface DeleteRoomDialogProps {
  room: Room | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteRoomDialog({ room: selected, onOpenChange }: DeleteRoomDialogProps) {
  const deleteRoom = useDeleteRoom();
  const room = useLastPresent(selected);

  const confirm = () => {
    if (!selected) return;
    deleteRoom.mutate(selected.id, {
      onSuccess: () => notifySuccess("Quarto excluído com sucesso"),
      // A 409 (reservations on record) is what the title already says; another refusal gets the server's words.
      onError: (error) =>
        notifyError(
          error,
          "Erro ao excluir quarto. Verifique se não há reservas ativas.",
          isConflict(error) ? undefined : serverReason(error),
        ),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={selected !== null}
      onOpenChange={onOpenChange}
      title="Excluir quarto"
      description={`Tem certeza que deseja excluir o quarto ${room?.number ?? ""}? Esta ação não pode ser desfeita.`}
      pending={deleteRoom.isPending}
      onConfirm={confirm}
    />
  );
}
