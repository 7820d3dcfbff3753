import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { cn } from "@/lib/utils";
import type { ActiveStay } from "../api/stay-records";
import { checkedInAt } from "../lib/stay-times";
import { StayBadges } from "./stay-badges";

interface StaysTableProps {
  stays: ActiveStay[];
  /** In the 'Check-outs Hoje' tab the badge says so. */
  leaving?: boolean;
  actions: (stay: ActiveStay) => ReactNode;
}

export function StaysTable({ stays, leaving = false, actions }: StaysTableProps) {
  return (
    <Table className="min-w-[50rem] [&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6">
      <TableHeader>
        <TableRow>
          <TableHead>Hóspede</TableHead>
          <TableHead>Quarto</TableHead>
          <TableHead>Check-in</TableHead>
          <TableHead>Check-out previsto</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {stays.map((stay) => (
          <TableRow key={stay.id}>
            <TableCell className="max-w-56 font-medium break-words">{guestFullName(stay.guest)}</TableCell>
            <TableCell className="tabular-nums">{stay.room.number}</TableCell>
            <TableCell className="tabular-nums">{formatDateTime(checkedInAt(stay))}</TableCell>
            <TableCell className={cn("tabular-nums", stay.late && "font-medium text-red-700")}>
              {formatDate(stay.reservation.checkOutDate)}
            </TableCell>
            <TableCell>
              <StayBadges stay={stay} leaving={leaving} />
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-2">{actions(stay)}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
