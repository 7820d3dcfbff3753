import type { ListColumn } from "@/components/responsive-list";
import { guestAndRoomColumns } from "@/components/stay-list-parts";
import { formatCurrency, formatDate } from "@/lib/format";
import type { ReservationStatusChanges } from "../api/use-change-reservation-status";
import type { ReservationRecord } from "../api/use-reservations";
import { ReservationRowActions, type ReservationActionHandlers } from "./reservation-row-actions";
import { ReservationStatusSelect } from "./reservation-status-select";

/** docs/product.md §5's table: Hóspede, Quarto, Check-in, Check-out, Hóspedes, Total (R$), Status, Ações. */
export function reservationColumns(
  actions: ReservationActionHandlers,
  changes: ReservationStatusChanges,
): ListColumn<ReservationRecord>[] {
  return [
    ...guestAndRoomColumns<ReservationRecord>(),
    {
      id: "check-in",
      header: "Check-in",
      cellClassName: "tabular-nums",
      cell: (reservation) => formatDate(reservation.checkInDate),
    },
    {
      id: "check-out",
      header: "Check-out",
      cellClassName: "tabular-nums",
      cell: (reservation) => formatDate(reservation.checkOutDate),
    },
    {
      id: "guests",
      header: "Hóspedes",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (reservation) => reservation.numberOfGuests,
    },
    {
      id: "total",
      header: "Total (R$)",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (reservation) => formatCurrency(reservation.totalAmount),
    },
    {
      id: "status",
      header: "Status",
      cell: (reservation) => <ReservationStatusSelect reservation={reservation} changes={changes} />,
    },
    {
      id: "actions",
      header: "Ações",
      className: "text-right",
      cell: (reservation) => <ReservationRowActions reservation={reservation} {...actions} />,
    },
  ];
}
