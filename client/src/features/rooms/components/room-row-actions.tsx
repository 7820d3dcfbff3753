import { Eye, Pencil, Trash2 } from "lucide-react";
import type { Room } from "@shared/schema";
import { Button } from "@/components/ui/button";

interface RoomRowActionsProps {
  room: Room;
  canManage: boolean;
  onEdit: (room: Room) => void;
  onView: (room: Room) => void;
  onDelete: (room: Room) => void;
}

export function RoomRowActions({ room, canManage, onEdit, onView, onDelete }: RoomRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      {canManage && (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onEdit(room)}
          aria-label={`Editar quarto ${room.number}`}
          title="Editar"
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onView(room)}
        aria-label={`Ver quarto ${room.number}`}
        title="Ver"
      >
        <Eye className="size-4" aria-hidden="true" />
      </Button>
      {canManage && (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onDelete(room)}
          aria-label={`Excluir quarto ${room.number}`}
          title="Excluir"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
