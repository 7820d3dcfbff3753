import { useMemo, type CSSProperties } from "react";
import { nightsBetween } from "@shared/reservations";
import type { ReservationMapStay } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { useLastPresent } from "@/hooks/use-last-present";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { reservationStatusLabel } from "../lib/reservation-status";

/** A stay the user points at (mouse or keyboard: a tooltip) or taps (a popover with a way into the reservation). */
export interface StayPeek {
  stay: ReservationMapStay;
  roomNumber: string;
  anchor: HTMLElement;
}

function PeekText({ stay, roomNumber }: Omit<StayPeek, "anchor">) {
  const nights = nightsBetween(stay.checkInDate, stay.checkOutDate);
  return (
    <>
      <p className="font-semibold break-words">
        {guestFullName({ firstName: stay.guestFirstName, lastName: stay.guestLastName })}
      </p>
      <p className="tabular-nums">
        {formatDate(stay.checkInDate)} a {formatDate(stay.checkOutDate)} · {nights} {nights === 1 ? "noite" : "noites"}
      </p>
      <p className="text-muted-foreground">
        Quarto {roomNumber} · {reservationStatusLabel(stay.status)}
      </p>
    </>
  );
}

const TOOLTIP_WIDTH = 256;

/** Where the tooltip goes: above the bar (below it near the top of the screen), inside the screen's width. */
export function tooltipPlacement(anchor: HTMLElement): CSSProperties {
  const box = anchor.getBoundingClientRect();
  const left = Math.min(
    Math.max(8, box.left + box.width / 2 - TOOLTIP_WIDTH / 2),
    window.innerWidth - TOOLTIP_WIDTH - 8,
  );
  return box.top > 96
    ? { left, width: TOOLTIP_WIDTH, bottom: window.innerHeight - box.top + 6 }
    : { left, width: TOOLTIP_WIDTH, top: box.bottom + 6 };
}

/**
 * The bar's guest, dates and status beside it, while the mouse is over it or the keyboard on it: a one-night bar has
 * room for two letters of the name. Placed once, by the map, for whichever bar is pointed at.
 */
export function StayTooltip({ peek, placement }: { peek: StayPeek | null; placement: CSSProperties }) {
  if (!peek) return null;
  return (
    <div
      role="tooltip"
      className="pointer-events-none fixed z-50 space-y-0.5 rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md"
      style={placement}
    >
      <PeekText stay={peek.stay} roomNumber={peek.roomNumber} />
    </div>
  );
}

/** On a touch screen a tap on a bar shows who and when first; 'Abrir reserva' goes on to the reservation. */
export function StayPopover({
  peek,
  onClose,
  onOpen,
}: {
  peek: StayPeek | null;
  onClose: () => void;
  onOpen: (stay: ReservationMapStay) => void;
}) {
  const shown = useLastPresent(peek);
  const anchor = useMemo(() => ({ current: shown?.anchor ?? null }), [shown]);
  return (
    <Popover open={peek !== null} onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent side="top" className="w-64 space-y-2 text-sm" aria-label="Reserva no mapa">
        {shown && (
          <>
            <div className="space-y-0.5">
              <PeekText stay={shown.stay} roomNumber={shown.roomNumber} />
            </div>
            <Button type="button" size="sm" className="h-10 w-full" onClick={() => onOpen(shown.stay)}>
              Abrir reserva
            </Button>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
