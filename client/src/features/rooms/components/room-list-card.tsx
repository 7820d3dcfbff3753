import type { RoomListItem } from "@shared/api";
import { Badge } from "@/components/ui/badge";
import { formatCurrency } from "@/lib/format";
import { roomTypeLabel } from "../lib/room-status";
import { MarkRoomAvailableButton } from "./mark-room-available-button";
import { RoomCurrentGuest } from "./room-current-guest";
import { RoomRowActions, type RoomActionHandlers } from "./room-row-actions";
import { RoomStatusSelect } from "./room-status-select";

/** A room on a phone: what the table's row shows, its status a full-width dropdown and housekeeping's one tap. */
export function RoomListCard({ room, ...actions }: RoomActionHandlers & { room: RoomListItem }) {
  return (
    <div role="group" aria-label={`Quarto ${room.number}`} className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={() => actions.onView(room)}
          aria-label={`Ver detalhes do quarto ${room.number}`}
          className="min-w-0 rounded-sm text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex flex-wrap items-center gap-2 text-base font-semibold">
            Quarto {room.number}
            {!room.isActive && (
              <Badge variant="outline" className="text-muted-foreground">
                Inativo
              </Badge>
            )}
          </span>
          <span className="block text-sm text-muted-foreground">
            {roomTypeLabel(room.type)} · {room.capacity} {room.capacity === 1 ? "pessoa" : "pessoas"} ·{" "}
            <span className="tabular-nums">{formatCurrency(room.pricePerNight)}</span>/noite
          </span>
        </button>
        <RoomRowActions room={room} {...actions} />
      </div>
      <RoomCurrentGuest room={room} />
      <RoomStatusSelect room={room} className="h-11 w-full" />
      <MarkRoomAvailableButton room={room} className="h-11 w-full" />
    </div>
  );
}
