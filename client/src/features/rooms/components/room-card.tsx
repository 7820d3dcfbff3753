import { Users } from "lucide-react";
import type { Room, RoomListItem } from "@shared/api";
import { Card, CardContent } from "@/components/ui/card";
import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";
import { roomTypeLabel } from "../lib/room-status";
import { MarkRoomAvailableButton } from "./mark-room-available-button";
import { RoomCurrentGuest } from "./room-current-guest";
import { RoomStatusBadge } from "./room-status-badge";

interface RoomCardProps {
  room: RoomListItem;
  onOpen: (room: Room) => void;
}

export function RoomCard({ room, onOpen }: RoomCardProps) {
  return (
    // A room waiting for housekeeping stands out, with its way back to 'Livre' right on the card.
    <Card
      role="group"
      aria-label={`Quarto ${room.number}`}
      className={cn(
        "gap-0 py-0 transition-shadow hover:shadow-md",
        room.status === "cleaning" && "border-amber-300 ring-1 ring-amber-200",
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(room)}
        aria-label={`Ver detalhes do quarto ${room.number}`}
        className="w-full rounded-[inherit] text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CardContent className="space-y-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold">Quarto {room.number}</p>
              <p className="text-sm text-muted-foreground">{roomTypeLabel(room.type)}</p>
            </div>
            <RoomStatusBadge status={room.status} />
          </div>
          <RoomCurrentGuest room={room} />
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
            <span className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
              <Users className="size-4" aria-hidden="true" />
              {room.capacity} {room.capacity === 1 ? "pessoa" : "pessoas"}
            </span>
            <span className="whitespace-nowrap font-medium tabular-nums">
              {formatCurrency(room.pricePerNight)}
              <span className="font-normal text-muted-foreground">/noite</span>
            </span>
          </div>
        </CardContent>
      </button>
      <div className="px-4 pb-4 empty:hidden">
        <MarkRoomAvailableButton room={room} className="h-11 w-full" />
      </div>
    </Card>
  );
}
