import type { MouseEvent } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCurrency, formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { ReservationRecord } from "../api/use-reservations";
import { ReservationRowActions, type ReservationActionHandlers } from "./reservation-row-actions";
import { ReservationStatusSelect } from "./reservation-status-select";

interface ReservationsTableProps extends ReservationActionHandlers {
  reservations: ReservationRecord[];
}

export function ReservationsTable({ reservations, ...actions }: ReservationsTableProps) {
  const handleDoubleClick = (event: MouseEvent<HTMLTableRowElement>, reservation: ReservationRecord) => {
    // A double click on the status dropdown or the menu belongs to that control.
    if ((event.target as HTMLElement).closest("button, a, input, [role='menu'], [role='listbox']")) return;
    actions.onEdit(reservation);
  };

  return (
    <Table className="min-w-[60rem] [&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6">
      <TableHeader>
        <TableRow>
          <TableHead>Hóspede</TableHead>
          <TableHead>Quarto</TableHead>
          <TableHead>Check-in</TableHead>
          <TableHead>Check-out</TableHead>
          <TableHead className="text-right">Hóspedes</TableHead>
          <TableHead className="text-right">Total (R$)</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {reservations.map((reservation) => (
          <TableRow
            key={reservation.id}
            onDoubleClick={(event) => handleDoubleClick(event, reservation)}
            title="Dê um duplo clique para editar"
            className="cursor-default"
          >
            <TableCell className="max-w-56 font-medium break-words">{guestFullName(reservation.guest)}</TableCell>
            <TableCell className="tabular-nums">{reservation.room.number}</TableCell>
            <TableCell className="tabular-nums">{formatDate(reservation.checkInDate)}</TableCell>
            <TableCell className="tabular-nums">{formatDate(reservation.checkOutDate)}</TableCell>
            <TableCell className="text-right tabular-nums">{reservation.numberOfGuests}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCurrency(reservation.totalAmount)}</TableCell>
            <TableCell>
              <ReservationStatusSelect reservation={reservation} />
            </TableCell>
            <TableCell className="text-right">
              <ReservationRowActions reservation={reservation} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
