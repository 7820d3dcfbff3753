import { LogIn } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import { useCheckIn } from "../api/use-check-in";
import type { PendingCheckIn } from "../api/stay-records";

interface CheckInButtonProps {
  reservation: PendingCheckIn;
  size?: ButtonProps["size"];
  className?: string;
}

export function CheckInButton({ reservation, size, className }: CheckInButtonProps) {
  const checkIn = useCheckIn();
  // Still busy after success: the row leaves the list once the refetch lands, and must not be sent twice.
  const busy = checkIn.isPending || checkIn.isSuccess;

  const handleClick = () => {
    if (busy) return;
    checkIn.mutate(reservation, {
      onSuccess: () => notifySuccess("Check-in realizado com sucesso"),
      onError: (error) => notifyError(error, "Erro ao realizar check-in", serverReason(error)),
    });
  };

  return (
    <Button onClick={handleClick} disabled={busy} aria-busy={busy} size={size} className={className}>
      <LogIn aria-hidden="true" />
      {busy ? "Registrando..." : "Fazer Check-in"}
    </Button>
  );
}
