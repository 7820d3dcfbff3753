import { Pencil } from "lucide-react";
import type { Room } from "@shared/schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCurrency } from "@/lib/format";
import { roomTypeLabel } from "../lib/room-status";
import { RoomStatusBadge } from "./room-status-badge";

interface RoomsSettingsTableProps {
  rooms: Room[];
  canManage: boolean;
  onEdit: (room: Room) => void;
}

export function RoomsSettingsTable({ rooms, canManage, onEdit }: RoomsSettingsTableProps) {
  return (
    <Table className="min-w-[40rem] [&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6">
      <TableHeader>
        <TableRow>
          <TableHead>Número</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead>Capacidade</TableHead>
          <TableHead>Preço/Noite</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Ativo</TableHead>
          {canManage && <TableHead className="text-right">Ações</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rooms.map((room) => (
          <TableRow key={room.id} onDoubleClick={canManage ? () => onEdit(room) : undefined}>
            <TableCell className="font-medium">{room.number}</TableCell>
            <TableCell>{roomTypeLabel(room.type)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {room.capacity} {room.capacity === 1 ? "pessoa" : "pessoas"}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatCurrency(room.pricePerNight)}</TableCell>
            <TableCell>
              <RoomStatusBadge status={room.status} />
            </TableCell>
            <TableCell>
              <Badge variant={room.isActive ? "default" : "secondary"}>{room.isActive ? "Ativo" : "Inativo"}</Badge>
            </TableCell>
            {canManage && (
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onEdit(room)}
                  aria-label={`Editar quarto ${room.number}`}
                  title="Editar"
                >
                  <Pencil aria-hidden="true" />
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
