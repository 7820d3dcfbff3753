import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import type { FichaView } from "@shared/api/fnrh";
import { Button, type ButtonProps } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { apiJson, serverReason } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { useCheckIn } from "../api/use-check-in";
import type { PendingCheckIn } from "../api/stay-records";
import { fichaBlock } from "../lib/ficha-block";

interface CheckInButtonProps {
  reservation: PendingCheckIn;
  size?: ButtonProps["size"];
  className?: string;
  /** Why the check-in cannot be made yet (the FNRH panel beside it says what to do): the button is disabled. */
  blockedReason?: string | null;
  /**
   * The row's button: the ficha is read first, and when it asks for something (a minor's responsible adult, or the
   * FNRH's data once configured) this opens the check-in dialog with its panel instead of checking in.
   */
  onNeedsFicha?: () => void;
}

export function CheckInButton({ reservation, size, className, blockedReason, onNeedsFicha }: CheckInButtonProps) {
  const checkIn = useCheckIn();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState(false);
  // Still busy after success: the row leaves the list once the refetch lands, and must not be sent twice.
  const busy = checkIn.isPending || checkIn.isSuccess || reading;

  const submit = () =>
    checkIn.mutate(reservation, {
      onSuccess: () => notifySuccess("Check-in realizado com sucesso"),
      onError: (error) => notifyError(error, "Erro ao realizar check-in", serverReason(error)),
    });

  const handleClick = async () => {
    if (busy || blockedReason) return;
    if (!onNeedsFicha) return submit();
    setReading(true);
    try {
      const ficha = await queryClient.fetchQuery({
        queryKey: queryKeys.stays.ficha(reservation.id),
        queryFn: () => apiJson<FichaView>("GET", `/api/checkinout/ficha/${reservation.id}`),
        staleTime: 0,
      });
      const { blocked, warning } = fichaBlock(ficha);
      if (blocked || warning) return onNeedsFicha();
      submit();
    } catch (error) {
      notifyError(error, "Erro ao ler a ficha da FNRH", serverReason(error));
    } finally {
      setReading(false);
    }
  };

  return (
    <Button
      onClick={() => void handleClick()}
      disabled={busy || Boolean(blockedReason)}
      aria-busy={busy}
      title={blockedReason ?? undefined}
      size={size}
      className={className}
    >
      <LogIn aria-hidden="true" />
      {busy ? "Registrando..." : "Fazer Check-in"}
    </Button>
  );
}
