import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";

interface BalanceDueDialogProps {
  /** The server's words: 'Hóspede com saldo devedor de R$ x'; null closes the dialog. */
  message: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Collect the balance first (the payment dialog), when the stay's reservation is known. */
  onPay?: () => void;
}

/** Check-out with money still due: the clerk collects it, or lets the guest go knowingly. */
export function BalanceDueDialog({ message, pending, onCancel, onConfirm, onPay }: BalanceDueDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={message !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={message ?? "Hóspede com saldo devedor"}
      description="A conta desta hospedagem não está quitada. Registre o pagamento antes da saída ou confirme o check-out com o saldo em aberto (ele continua na conta do hóspede)."
      pending={pending}
      onConfirm={onConfirm}
      confirmLabel="Fazer check-out mesmo assim"
      pendingLabel="Registrando..."
      extraAction={
        // Collecting comes first: last in the footer, so it also leads on a phone.
        onPay && (
          <Button type="button" onClick={onPay} disabled={pending}>
            Registrar Pagamento
          </Button>
        )
      }
    />
  );
}
