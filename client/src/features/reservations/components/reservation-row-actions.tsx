import { Eye, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { guestFullName } from "@/lib/guest-name";
import type { ReservationRecord } from "../api/use-reservations";

export interface ReservationActionHandlers {
  onEdit: (reservation: ReservationRecord) => void;
  onView: (reservation: ReservationRecord) => void;
  /** Absent for staff: only the owner deletes reservations. */
  onDelete?: (reservation: ReservationRecord) => void;
}

export function ReservationRowActions({
  reservation,
  onEdit,
  onView,
  onDelete,
}: ReservationActionHandlers & { reservation: ReservationRecord }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Ações para a reserva de ${guestFullName(reservation.guest)}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onEdit(reservation)}>
          <Pencil aria-hidden="true" /> Editar
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onView(reservation)}>
          <Eye aria-hidden="true" /> Ver
        </DropdownMenuItem>
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(reservation)}>
              <Trash2 aria-hidden="true" /> Excluir
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
