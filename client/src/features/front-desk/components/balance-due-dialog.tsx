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
import { Button, buttonVariants } from "@/components/ui/button";

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
  const confirm = (event: MouseEvent) => {
    // Stays open until the server answers.
    event.preventDefault();
    onConfirm();
  };
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{message ?? "Hóspede com saldo devedor"}</AlertDialogTitle>
          <AlertDialogDescription>
            A conta desta hospedagem não está quitada. Registre o pagamento antes da saída ou confirme o check-out com o
            saldo em aberto (ele continua na conta do hóspede).
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            onClick={confirm}
            disabled={pending}
            className={buttonVariants({ variant: "destructive" })}
          >
            {pending ? "Registrando..." : "Fazer check-out mesmo assim"}
          </AlertDialogAction>
          {/* Collecting comes first: last here, so it also leads on a phone (the footer stacks in reverse). */}
          {onPay && (
            <Button type="button" onClick={onPay} disabled={pending}>
              Registrar Pagamento
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
