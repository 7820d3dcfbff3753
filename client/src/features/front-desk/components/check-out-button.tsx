import { LogOut } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { parseServerError } from "@/lib/server-error";
import { useCheckOut } from "../api/use-check-out";

interface CheckOutButtonProps {
  stayId: string;
  size?: ButtonProps["size"];
  className?: string;
  /** After the success notice, e.g. to close the details dialog it sits in. */
  onDone?: () => void;
}

export function CheckOutButton({ stayId, size, className, onDone }: CheckOutButtonProps) {
  const checkOut = useCheckOut();
  // Still busy after success: the row leaves the list once the refetch lands, and must not be sent twice.
  const busy = checkOut.isPending || checkOut.isSuccess;

  const handleClick = () => {
    if (busy) return;
    checkOut.mutate(stayId, {
      onSuccess: () => {
        notifySuccess("Check-out realizado com sucesso");
        onDone?.();
      },
      onError: (error) =>
        notifyError(error, "Erro ao realizar check-out", parseServerError(error).message ?? undefined),
    });
  };

  return (
    <Button onClick={handleClick} disabled={busy} aria-busy={busy} size={size} className={className}>
      <LogOut aria-hidden="true" />
      {busy ? "Registrando..." : "Fazer Check-out"}
    </Button>
  );
}
