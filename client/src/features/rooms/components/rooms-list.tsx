import type { RoomListItem } from "@shared/api";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { Badge } from "@/components/ui/badge";
import { formatCurrency } from "@/lib/format";
import { roomTypeLabel } from "../lib/room-status";
import { MarkRoomAvailableButton } from "./mark-room-available-button";
import { RoomCurrentGuest } from "./room-current-guest";
import { RoomListCard } from "./room-list-card";
import { RoomRowActions, type RoomActionHandlers } from "./room-row-actions";
import { RoomStatusSelect } from "./room-status-select";

interface RoomsListProps extends RoomActionHandlers {
  rooms: RoomListItem[];
}

/**
 * 'Todos os quartos': docs/product.md §5.2's table (Número, Tipo, Status, Hóspede, Capacidade, Preço/Noite, Ações),
 * cards on a phone.
 */
export function RoomsList({ rooms, ...actions }: RoomsListProps) {
  const columns: ListColumn<RoomListItem>[] = [
    {
      id: "number",
      header: "Número",
      cellClassName: "font-medium",
      cell: (room) => (
        <span className="flex items-center gap-2">
          {room.number}
          {!room.isActive && (
            <Badge variant="outline" className="text-muted-foreground">
              Inativo
            </Badge>
          )}
        </span>
      ),
    },
    { id: "type", header: "Tipo", cell: (room) => roomTypeLabel(room.type) },
    {
      id: "status",
      header: "Status",
      // Stacked under the select, so a room in cleaning does not widen the table past the screen.
      cell: (room) => (
        <div className="flex flex-col items-start gap-2">
          <RoomStatusSelect room={room} />
          <MarkRoomAvailableButton room={room} size="sm" className="w-[11.5rem]" />
        </div>
      ),
    },
    {
      id: "guest",
      header: "Hóspede",
      cell: (room) => (room.currentStay ? <RoomCurrentGuest room={room} className="max-w-[14rem]" /> : "—"),
    },
    { id: "capacity", header: "Capacidade", cellClassName: "tabular-nums", cell: (room) => room.capacity },
    {
      id: "price",
      header: "Preço/Noite",
      cellClassName: "tabular-nums",
      cell: (room) => formatCurrency(room.pricePerNight),
    },
    {
      id: "actions",
      header: "Ações",
      className: "text-right",
      cell: (room) => <RoomRowActions room={room} {...actions} />,
    },
  ];

  return (
    <ResponsiveList
      items={rooms}
      getKey={(room) => room.id}
      label="Quartos"
      columns={columns}
      renderCard={(room) => <RoomListCard room={room} {...actions} />}
      empty={{ title: "Nenhum quarto cadastrado" }}
      // The owner edits with a double click; staff see the room's details.
      onRowDoubleClick={actions.onEdit ?? actions.onView}
      tableClassName="min-w-[52rem]"
    />
  );
}
