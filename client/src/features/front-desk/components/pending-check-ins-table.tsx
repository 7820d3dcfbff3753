import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { PendingCheckIn } from "../api/stay-records";
import { CheckInButton } from "./check-in-button";
import { FrontDeskBadge } from "./front-desk-badge";

export function PendingCheckInsTable({ reservations }: { reservations: PendingCheckIn[] }) {
  return (
    <Table className="min-w-[46rem] [&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6">
      <TableHeader>
        <TableRow>
          <TableHead>Hóspede</TableHead>
          <TableHead>Quarto</TableHead>
          <TableHead>Data prevista</TableHead>
          <TableHead className="text-right">Hóspedes</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {reservations.map((reservation) => (
          <TableRow key={reservation.id}>
            <TableCell className="max-w-56 font-medium break-words">{guestFullName(reservation.guest)}</TableCell>
            <TableCell className="tabular-nums">{reservation.room.number}</TableCell>
            <TableCell className="tabular-nums">{formatDateTime(reservation.checkInDate)}</TableCell>
            <TableCell className="text-right tabular-nums">{reservation.numberOfGuests}</TableCell>
            <TableCell>
              <FrontDeskBadge kind="waiting" />
            </TableCell>
            <TableCell className="text-right">
              <CheckInButton reservation={reservation} size="sm" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
