import { Eye, Pencil, Trash2 } from "lucide-react";
import { RowActionsMenu } from "@/components/row-actions-menu";
import { guestFullName } from "@/lib/guest-name";
import type { ReservationRecord } from "../api/use-reservations";

export interface ReservationActionHandlers {
  onEdit: (reservation: ReservationRecord) => void;
  onView: (reservation: ReservationRecord) => void;
  /** Absent for staff: only the owner deletes reservations. */
  onDelete?: (reservation: ReservationRecord) => void;
}

/** docs/product.md §5's Ações: Editar, Ver, Excluir. */
export function ReservationRowActions({
  reservation,
  onEdit,
  onView,
  onDelete,
}: ReservationActionHandlers & { reservation: ReservationRecord }) {
  return (
    <RowActionsMenu
      label={`Ações para a reserva de ${guestFullName(reservation.guest)}`}
      actions={[
        { label: "Editar", icon: Pencil, onSelect: () => onEdit(reservation) },
        { label: "Ver", icon: Eye, onSelect: () => onView(reservation) },
        onDelete && { label: "Excluir", icon: Trash2, destructive: true, onSelect: () => onDelete(reservation) },
      ]}
    />
  );
}
