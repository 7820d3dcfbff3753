import { RESERVATION_STATUSES, RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { allowedStatusMoves } from "@shared/reservations";

export function isReservationStatus(value: string): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly string[]).includes(value);
}

export function reservationStatusLabel(status: string) {
  return isReservationStatus(status) ? RESERVATION_STATUS_LABELS[status] : status;
}

/** The edit dialog names a completed stay by its last step (docs/product.md §7.2). */
export function editDialogStatusLabel(status: ReservationStatus) {
  return status === "completed" ? "Check-out Realizado" : RESERVATION_STATUS_LABELS[status];
}

/** What a dropdown offers for a reservation: where it is now, then the moves docs/product.md §7.2 allows from there. */
export function statusChoices(current: string): ReservationStatus[] {
  return isReservationStatus(current) ? [current, ...allowedStatusMoves(current)] : [];
}

/** The list's status filter (docs/product.md §5), in its order. */
export const STATUS_FILTER_OPTIONS: ReservationStatus[] = ["pending", "confirmed", "cancelled", "completed", "no_show"];

/** Badge colours; each tint keeps its text readable (WCAG AA). */
export const RESERVATION_STATUS_BADGE_CLASSES: Record<ReservationStatus, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  confirmed: "border-blue-200 bg-blue-50 text-blue-800",
  checked_in: "border-emerald-200 bg-emerald-50 text-emerald-800",
  completed: "border-slate-200 bg-slate-100 text-slate-700",
  cancelled: "border-red-200 bg-red-50 text-red-800",
  no_show: "border-zinc-200 bg-zinc-100 text-zinc-700",
};

/** The reservation map's bars: solid colours with white or dark text that stays readable. */
export const RESERVATION_STATUS_BAR_CLASSES: Record<ReservationStatus, string> = {
  pending: "bg-amber-400 text-amber-950 hover:bg-amber-300",
  confirmed: "bg-blue-600 text-white hover:bg-blue-500",
  checked_in: "bg-emerald-600 text-white hover:bg-emerald-500",
  completed: "bg-slate-400 text-slate-950 hover:bg-slate-300",
  cancelled: "bg-red-200 text-red-950",
  no_show: "bg-zinc-300 text-zinc-900",
};

export const RESERVATION_STATUS_DOT_CLASSES: Record<ReservationStatus, string> = {
  pending: "bg-amber-400",
  confirmed: "bg-blue-600",
  checked_in: "bg-emerald-600",
  completed: "bg-slate-400",
  cancelled: "bg-red-400",
  no_show: "bg-zinc-400",
};
