import { Sparkles } from "lucide-react";
import type { Room } from "@shared/api";
import { Button, type ButtonProps } from "@/components/ui/button";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useUpdateRoomStatus } from "../api/use-update-room-status";

interface MarkRoomAvailableButtonProps {
  room: Room;
  size?: ButtonProps["size"];
  className?: string;
}

/**
 * Housekeeping's one tap: a room left in 'Limpeza' by a check-out goes back to 'Livre'. Render it for every room:
 * it shows itself only while the room is being cleaned, and stays mounted so its notice still fires after the
 * refreshed list has moved the room on.
 */
export function MarkRoomAvailableButton({ room, size, className }: MarkRoomAvailableButtonProps) {
  const updateStatus = useUpdateRoomStatus();
  if (room.status !== "cleaning" && !updateStatus.isPending) return null;

  const handleClick = () => {
    if (updateStatus.isPending) return;
    updateStatus.mutate(
      { id: room.id, status: "available" },
      {
        onSuccess: () => notifySuccess("Status do quarto atualizado"),
        onError: (error) => notifyError(error, "Erro ao atualizar status do quarto", serverReason(error)),
      },
    );
  };

  return (
    <Button
      variant="outline"
      size={size}
      onClick={handleClick}
      disabled={updateStatus.isPending}
      aria-busy={updateStatus.isPending}
      className={className}
    >
      <Sparkles aria-hidden="true" />
      {updateStatus.isPending ? "Atualizando..." : "Marcar como Livre"}
    </Button>
  );
}
