import { useState } from "react";
import { LogOut } from "lucide-react";
import { PaymentDialog } from "@/components/payments/payment-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import { isBalanceDue, useCheckOut } from "../api/use-check-out";
import { BalanceDueDialog } from "./balance-due-dialog";

interface CheckOutButtonProps {
  stayId: string;
  /** The stay's reservation: with it, a balance due can be collected from the confirmation. */
  reservationId?: string;
  size?: ButtonProps["size"];
  className?: string;
  /** After the success notice, e.g. to close the details dialog it sits in. */
  onDone?: () => void;
}

export function CheckOutButton({ stayId, reservationId, size, className, onDone }: CheckOutButtonProps) {
  const checkOut = useCheckOut();
  // Still busy after success: the row leaves the list once the refetch lands, and must not be sent twice.
  const busy = checkOut.isPending || checkOut.isSuccess;
  const [balanceDue, setBalanceDue] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const send = (confirmarSaldoDevedor: boolean) => {
    checkOut.mutate(
      { stayId, confirmarSaldoDevedor },
      {
        onSuccess: () => {
          setBalanceDue(null);
          notifySuccess("Check-out realizado com sucesso");
          onDone?.();
        },
        onError: (error) => {
          // A balance due is a question for the clerk, not a failure.
          if (isBalanceDue(error) && !confirmarSaldoDevedor) {
            setBalanceDue(error.serverMessage ?? "Hóspede com saldo devedor");
            return;
          }
          setBalanceDue(null);
          notifyError(error, "Erro ao realizar check-out", serverReason(error));
        },
      },
    );
  };

  return (
    <>
      <Button onClick={() => !busy && send(false)} disabled={busy} aria-busy={busy} size={size} className={className}>
        <LogOut aria-hidden="true" />
        {busy ? "Registrando..." : "Fazer Check-out"}
      </Button>
      <BalanceDueDialog
        message={balanceDue}
        pending={checkOut.isPending}
        onCancel={() => setBalanceDue(null)}
        onConfirm={() => send(true)}
        onPay={
          reservationId
            ? () => {
                setBalanceDue(null);
                setPaying(true);
              }
            : undefined
        }
      />
      {reservationId && <PaymentDialog open={paying} onOpenChange={setPaying} reservationId={reservationId} />}
    </>
  );
}
