import { useState, type KeyboardEvent } from "react";
import { ChevronDown } from "lucide-react";
import type { ReservationStatus } from "@shared/enums";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { guestFullName } from "@/lib/guest-name";
import { cn } from "@/lib/utils";
import type { ReservationStatusChanges } from "../api/use-change-reservation-status";
import type { ReservationRecord } from "../api/use-reservations";
import { ReservationStatusOptions } from "./reservation-status-options";
import {
  isReservationStatus,
  RESERVATION_STATUS_BADGE_CLASSES,
  RESERVATION_STATUS_DOT_CLASSES,
  reservationStatusLabel,
  statusChoices,
} from "../lib/reservation-status";

interface ReservationStatusSelectProps {
  reservation: ReservationRecord;
  /** The list's one status mutation. */
  changes: ReservationStatusChanges;
}

const TRIGGER_CLASSES = "h-9 w-48";
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * The list's inline status: a dropdown of the allowed moves, or a badge where none is left (after check-in). Each
 * row shows only a button that looks like the dropdown; the dropdown itself (Radix Select, its items) is mounted the
 * first time the row's status is opened, so a long list stays light.
 */
export function ReservationStatusSelect({ reservation, changes }: ReservationStatusSelectProps) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const { status } = reservation;
  const saving = changes.pendingFor(reservation.id);
  const shown = saving ?? status;
  const label = `Status da reserva de ${guestFullName(reservation.guest)}`;

  if (statusChoices(status).length <= 1) {
    return (
      <Badge variant="outline" className={cn(isReservationStatus(status) && RESERVATION_STATUS_BADGE_CLASSES[status])}>
        {reservationStatusLabel(status)}
      </Badge>
    );
  }

  const openSelect = () => {
    setMounted(true);
    setOpen(true);
  };

  if (!mounted) {
    return (
      <button
        type="button"
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        aria-haspopup="listbox"
        disabled={saving !== undefined}
        onClick={openSelect}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          openSelect();
        }}
        className={cn(
          "flex items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
          TRIGGER_CLASSES,
        )}
      >
        <StatusText status={shown} />
        <ChevronDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
      </button>
    );
  }

  return (
    <Select
      value={shown}
      open={open}
      onOpenChange={setOpen}
      onValueChange={(value) => isReservationStatus(value) && changes.change(reservation, value)}
      disabled={saving !== undefined}
    >
      <SelectTrigger className={TRIGGER_CLASSES} aria-label={label} autoFocus>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <ReservationStatusOptions current={status} />
      </SelectContent>
    </Select>
  );
}

/** What the closed dropdown shows: the status's dot and label, as its items do. */
function StatusText({ status }: { status: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2 truncate">
      {isReservationStatus(status) && (
        <span
          className={cn("size-2 shrink-0 rounded-full", RESERVATION_STATUS_DOT_CLASSES[status as ReservationStatus])}
          aria-hidden="true"
        />
      )}
      {reservationStatusLabel(status)}
    </span>
  );
}
