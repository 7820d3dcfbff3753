import { useState } from "react";
import { LogOut } from "lucide-react";
import { PaymentDialog } from "@/components/payments/payment-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import { isBalanceDue, useCheckOut } from "../api/use-check-out";
import { BalanceDueDialog } from "./balance-due-dialog";
import { EarlyDepartureDialog } from "./early-departure-dialog";

interface CheckOutButtonProps {
  stayId: string;
  /** The stay's reservation: with it, a balance due can be collected from the confirmation. */
  reservationId?: string;
  size?: ButtonProps["size"];
  className?: string;
  /** After the success notice, e.g. to close the details dialog it sits in. */
  onDone?: () => void;
  /** The booked check-out date of a guest leaving before it: the button first offers 'Encerrar estadia hoje'. */
  earlyUntil?: string;
}

export function CheckOutButton({ stayId, reservationId, size, className, onDone, earlyUntil }: CheckOutButtonProps) {
  const checkOut = useCheckOut();
  // Still busy after success: the row leaves the list once the refetch lands, and must not be sent twice.
  const busy = checkOut.isPending || checkOut.isSuccess;
  const [balanceDue, setBalanceDue] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [askingEarly, setAskingEarly] = useState(false);
  // The clerk's answer to the early departure, kept for the balance confirmation that may follow.
  const [shortenStay, setShortenStay] = useState(false);

  const send = (confirmarSaldoDevedor: boolean, shorten = shortenStay) => {
    checkOut.mutate(
      { stayId, confirmarSaldoDevedor, shortenStay: shorten },
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
      <Button
        onClick={() => !busy && (earlyUntil ? setAskingEarly(true) : send(false))}
        disabled={busy}
        aria-busy={busy}
        size={size}
        className={className}
      >
        <LogOut aria-hidden="true" />
        {busy ? "Registrando..." : "Fazer Check-out"}
      </Button>
      <EarlyDepartureDialog
        open={askingEarly}
        until={earlyUntil}
        onCancel={() => setAskingEarly(false)}
        onChoose={(shorten) => {
          setAskingEarly(false);
          setShortenStay(shorten);
          send(false, shorten);
        }}
      />
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
