import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useLastPresent } from "@/hooks/use-last-present";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
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

  const confirm = () => {
    if (!selected) return;
    deleteGuest.mutate(selected.id, {
      onSuccess: () => notifySuccess("Hóspede excluído com sucesso"),
      // The server says why (reservations on record, owner only), which is what the clerk needs to know.
      onError: (error) => notifyError(error, "Erro ao excluir hóspede", serverReason(error)),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={selected !== null}
      onOpenChange={onOpenChange}
      title="Excluir hóspede"
      description="Tem certeza que deseja excluir este hóspede?"
      pending={deleteGuest.isPending}
      onConfirm={confirm}
    >
      {guest && (
        <p className="text-sm">
          O cadastro de <span className="font-medium">{guestFullName(guest)}</span> será removido. Esta ação não pode
          ser desfeita.
        </p>
      )}
    </ConfirmDeleteDialog>
  );
}
