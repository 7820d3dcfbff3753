import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import type { GuestRecord } from "@/api/use-guests";
import { serverReason } from "@/lib/api";
import { guestFullName } from "@/lib/guest-name";
import { notifySuccess } from "@/lib/notify";
import { useAnonymizeGuest } from "../api/use-anonymize-guest";

interface AnonymizeGuestDialogProps {
  guest: GuestRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Done: what the guest's panel showed is gone. */
  onAnonymized: () => void;
}

/** The owner's confirmation: what anonymising removes and what it keeps; a refusal is the server's reason, as said. */
export function AnonymizeGuestDialog({ guest, open, onOpenChange, onAnonymized }: AnonymizeGuestDialogProps) {
  const anonymize = useAnonymizeGuest(guest.id);
  const refusal = anonymize.error
    ? (serverReason(anonymize.error) ?? "Não foi possível anonimizar. Tente de novo.")
    : null;

  const changeOpen = (next: boolean) => {
    if (!next) anonymize.reset();
    onOpenChange(next);
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={changeOpen}
      title={`Anonimizar ${guestFullName(guest)}?`}
      description="Não pode ser desfeito."
      pending={anonymize.isPending}
      confirmLabel="Anonimizar"
      pendingLabel="Anonimizando..."
      onConfirm={() =>
        anonymize.mutate(undefined, {
          onSuccess: () => {
            notifySuccess("Hóspede anonimizado");
            onOpenChange(false);
            onAnonymized();
          },
        })
      }
    >
      <div className="space-y-2 text-sm">
        <p>
          <strong>Removidos:</strong> o nome (ficam as iniciais), CPF, celular, e-mail, endereço, data de nascimento,
          observações, etiquetas, consentimentos, os campos da ficha (FNRH), os dados sensíveis, a foto do documento e
          as observações das reservas do hóspede.
        </p>
        <p>
          <strong>Mantidos:</strong> reservas, estadias, contas e pagamentos com seus valores e datas, para que caixa e
          relatórios não mudem; o registro de auditoria guarda só o código do hóspede.
        </p>
        {refusal && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive">
            {refusal}
          </p>
        )}
      </div>
    </ConfirmDeleteDialog>
  );
}
