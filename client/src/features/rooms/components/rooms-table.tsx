import type { MouseEvent } from "react";
import type { Room } from "@shared/schema";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCurrency } from "@/lib/format";
import { roomTypeLabel } from "../lib/room-status";
import { MarkRoomAvailableButton } from "./mark-room-available-button";
import { RoomRowActions } from "./room-row-actions";
import { RoomStatusSelect } from "./room-status-select";

interface RoomsTableProps {
  rooms: Room[];
  canManage: boolean;
  onEdit: (room: Room) => void;
  onView: (room: Room) => void;
  onDelete: (room: Room) => void;
}

export function RoomsTable({ rooms, canManage, onEdit, onView, onDelete }: RoomsTableProps) {
  const handleDoubleClick = (event: MouseEvent<HTMLTableRowElement>, room: Room) => {
    // A double click on the status select or an action button belongs to that control, not to the row.
    if ((event.target as HTMLElement).closest("button, [role='combobox'], a, input")) return;
    if (canManage) onEdit(room);
    else onView(room);
  };

  return (
    <Table className="min-w-[44rem] [&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6">
      <TableHeader>
        <TableRow>
          <TableHead>Número</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Capacidade</TableHead>
          <TableHead>Preço/Noite</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rooms.map((room) => (
          <TableRow
            key={room.id}
            onDoubleClick={(event) => handleDoubleClick(event, room)}
            className="cursor-default select-none"
          >
            <TableCell className="font-medium">
              <span className="flex items-center gap-2">
                {room.number}
                {!room.isActive && (
                  <Badge variant="outline" className="text-muted-foreground">
                    Inativo
                  </Badge>
                )}
              </span>
            </TableCell>
            <TableCell>{roomTypeLabel(room.type)}</TableCell>
            <TableCell>
              {/* Stacked under the select, so a room in cleaning does not widen the table past the screen. */}
              <div className="flex flex-col items-start gap-2">
                <RoomStatusSelect room={room} />
                <MarkRoomAvailableButton room={room} size="sm" className="w-[11.5rem]" />
              </div>
            </TableCell>
            <TableCell className="tabular-nums">{room.capacity}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatCurrency(room.pricePerNight)}</TableCell>
            <TableCell>
              <RoomRowActions
                room={room}
                canManage={canManage}
                onEdit={onEdit}
                onView={onView}
                onDelete={onDelete}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
