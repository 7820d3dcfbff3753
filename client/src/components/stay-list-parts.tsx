// What every list of stays shows the same way (reservations, check-ins pending, guests in the house): who, which room.
import type { ReactNode } from "react";
import type { ListColumn } from "@/components/responsive-list";
import { guestFullName } from "@/lib/guest-name";

interface StayRow {
  guest: { firstName: string; lastName: string };
  room: { number: string };
}

/** A table's first columns: Hóspede (the name, wrapping) and Quarto. */
export function guestAndRoomColumns<T extends StayRow>(): ListColumn<T>[] {
  return [
    {
      id: "guest",
      header: "Hóspede",
      cellClassName: "max-w-56 font-medium break-words",
      cell: (row) => guestFullName(row.guest),
    },
    { id: "room", header: "Quarto", cellClassName: "tabular-nums", cell: (row) => row.room.number },
  ];
}

/** A phone card's first line: the guest's name, and beside it a badge or the row's actions. */
export function StayCardHeading({ guest, children }: { guest: StayRow["guest"]; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <p className="min-w-0 font-medium break-words">{guestFullName(guest)}</p>
      {children}
    </div>
  );
}
