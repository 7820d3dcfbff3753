import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { isRoomStatus, ROOM_STATUS_BADGE_CLASSES, roomStatusLabel } from "../lib/room-status";

export function RoomStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn("whitespace-nowrap", isRoomStatus(status) && ROOM_STATUS_BADGE_CLASSES[status], className)}
    >
      {roomStatusLabel(status)}
    </Badge>
  );
}
