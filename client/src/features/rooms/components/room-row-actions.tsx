import { Eye, Pencil, Trash2 } from "lucide-react";
import type { Room } from "@shared/api";
import { RowActionsMenu } from "@/components/row-actions-menu";

export interface RoomActionHandlers {
  /** Absent for staff: only the owner edits and deletes rooms. */
  onEdit?: (room: Room) => void;
  onView: (room: Room) => void;
  onDelete?: (room: Room) => void;
}

/** docs/product.md §5's Ações: Editar, Ver, Excluir. */
export function RoomRowActions({ room, onEdit, onView, onDelete }: RoomActionHandlers & { room: Room }) {
  return (
    <RowActionsMenu
      label={`Ações para o quarto ${room.number}`}
      actions={[
        onEdit && { label: "Editar", icon: Pencil, onSelect: () => onEdit(room) },
        { label: "Ver", icon: Eye, onSelect: () => onView(room) },
        onDelete && { label: "Excluir", icon: Trash2, destructive: true, onSelect: () => onDelete(room) },
      ]}
    />
  );
}
