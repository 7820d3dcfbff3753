import type { TodayCheckIn } from "@shared/schema";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { ArrivalCheckIn } from "./arrival-check-in";
import { CheckInStatusBadge } from "./check-in-status-badge";
import { GuestPhoneLink } from "./guest-phone-link";
import { TodayCheckInActions, type TodayCheckInHandlers } from "./today-checkin-actions";

interface TodayCheckInsTableProps extends TodayCheckInHandlers {
  arrivals: TodayCheckIn[];
}

export function TodayCheckInsTable({ arrivals, ...actions }: TodayCheckInsTableProps) {
  return (
    <Table className="[&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6">
      <TableHeader>
        <TableRow>
          <TableHead>Hóspede</TableHead>
          <TableHead>Quarto</TableHead>
          <TableHead>Check-in</TableHead>
          <TableHead>Check-out</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {arrivals.map((arrival) => (
          <TableRow key={arrival.reservationId}>
            <TableCell className="max-w-56">
              <p className="font-medium break-words">{guestFullName(arrival.guest)}</p>
              <GuestPhoneLink phone={arrival.guest.phone} />
            </TableCell>
            <TableCell className="tabular-nums">{arrival.room.number}</TableCell>
            <TableCell>
              <ArrivalCheckIn arrival={arrival} />
            </TableCell>
            <TableCell className="tabular-nums">{formatDate(arrival.checkOutDate)}</TableCell>
            <TableCell>
              <CheckInStatusBadge arrival={arrival} />
            </TableCell>
            <TableCell className="text-right">
              <TodayCheckInActions arrival={arrival} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
