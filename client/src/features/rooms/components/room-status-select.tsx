import { ROOM_STATUSES, ROOM_STATUS_LABELS, type RoomStatus } from "@shared/enums";
import type { Room } from "@shared/api";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { useUpdateRoomStatus } from "../api/use-update-room-status";
import { isRoomStatus, ROOM_STATUS_DOT_CLASSES } from "../lib/room-status";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";

export function RoomStatusSelect({ room, className }: { room: Room; className?: string }) {
  const updateStatus = useUpdateRoomStatus();

  const handleChange = (value: string) => {
    if (!isRoomStatus(value) || value === room.status) return;
    updateStatus.mutate(
      { id: room.id, status: value },
      {
        onSuccess: () => notifySuccess("Status do quarto atualizado"),
        onError: (error) => notifyError(error, "Erro ao atualizar status do quarto", serverReason(error)),
      },
    );
  };

  // While the request runs, show the chosen status so the select does not jump back and forth.
  const shown = updateStatus.isPending ? updateStatus.variables.status : room.status;

  return (
    <Select value={shown} onValueChange={handleChange} disabled={updateStatus.isPending}>
      <SelectTrigger className={cn("h-9 w-[11.5rem]", className)} aria-label={`Status do quarto ${room.number}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROOM_STATUSES.map((status: RoomStatus) => (
          <SelectItem key={status} value={status}>
            <span className="flex items-center gap-2">
              <span className={cn("size-2 rounded-full", ROOM_STATUS_DOT_CLASSES[status])} aria-hidden="true" />
              {ROOM_STATUS_LABELS[status]}
            </span>
          </SelectItem>
        ))}
        {!isRoomStatus(room.status) && <SelectItem value={room.status}>{room.status}</SelectItem>}
      </SelectContent>
    </Select>
  );
}
