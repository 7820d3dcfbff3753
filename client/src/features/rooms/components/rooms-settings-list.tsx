import { BedDouble, Pencil } from "lucide-react";
import type { Room } from "@shared/api";
import { ResponsiveList, type ListColumn, type ListLoadError } from "@/components/responsive-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatCurrency } from "@/lib/format";
import { roomTypeLabel } from "../lib/room-status";
import { RoomStatusBadge } from "./room-status-badge";

interface RoomsSettingsListProps {
  rooms: Room[] | undefined;
  isLoading: boolean;
  loadError: ListLoadError | null;
  /** Absent for staff: only the owner edits rooms. */
  onEdit?: (room: Room) => void;
}

const people = (capacity: number) => `${capacity} ${capacity === 1 ? "pessoa" : "pessoas"}`;

function EditRoomButton({ room, onEdit }: { room: Room; onEdit: (room: Room) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => onEdit(room)}
      aria-label={`Editar quarto ${room.number}`}
      title="Editar"
    >
      <Pencil aria-hidden="true" />
    </Button>
  );
}

const activeBadge = (room: Room) => (
  <Badge variant={room.isActive ? "default" : "secondary"}>{room.isActive ? "Ativo" : "Inativo"}</Badge>
);

/** The Quartos/Suítes register: number, type, capacity, price, status and whether the room is in use. */
export function RoomsSettingsList({ rooms, isLoading, loadError, onEdit }: RoomsSettingsListProps) {
  const columns: ListColumn<Room>[] = [
    { id: "number", header: "Número", cellClassName: "font-medium", cell: (room) => room.number },
    { id: "type", header: "Tipo", cell: (room) => roomTypeLabel(room.type) },
    { id: "capacity", header: "Capacidade", cell: (room) => people(room.capacity) },
    {
      id: "price",
      header: "Preço/Noite",
      cellClassName: "tabular-nums",
      cell: (room) => formatCurrency(room.pricePerNight),
    },
    { id: "status", header: "Status", cell: (room) => <RoomStatusBadge status={room.status} /> },
    { id: "active", header: "Ativo", cell: activeBadge },
  ];
  if (onEdit) {
    columns.push({
      id: "actions",
      header: "Ações",
      className: "text-right",
      cell: (room) => <EditRoomButton room={room} onEdit={onEdit} />,
    });
  }

  return (
    <ResponsiveList
      items={rooms}
      getKey={(room) => room.id}
      label="Quartos e suítes"
      columns={columns}
      renderCard={(room) => (
        <div role="group" aria-label={`Quarto ${room.number}`} className="space-y-2">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold">Quarto {room.number}</p>
              <p className="text-sm text-muted-foreground">
                {roomTypeLabel(room.type)} · {people(room.capacity)} ·{" "}
                <span className="tabular-nums">{formatCurrency(room.pricePerNight)}</span>/noite
              </p>
            </div>
            {onEdit && <EditRoomButton room={room} onEdit={onEdit} />}
          </div>
          <div className="flex flex-wrap gap-2">
            <RoomStatusBadge status={room.status} />
            {activeBadge(room)}
          </div>
        </div>
      )}
      isLoading={isLoading}
      loadError={loadError}
      empty={{ title: "Nenhum quarto cadastrado", icon: BedDouble }}
      onRowDoubleClick={onEdit}
      tableClassName="min-w-[40rem]"
    />
  );
}
