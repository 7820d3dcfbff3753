import type { Room } from "@shared/schema";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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

  const confirm = () => {
    if (!selected) return;
    deleteRoom.mutate(selected.id, {
      onSuccess: () => notifySuccess("Quarto excluído com sucesso"),
      onError: (error) => {
        const { status, message } = parseServerError(error);
        notifyError(
          error,
          "Erro ao excluir quarto. Verifique se não há reservas ativas.",
          status === 409 ? undefined : (message ?? undefined),
        );
      },
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
