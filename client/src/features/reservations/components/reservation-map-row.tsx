import type { ReservationMapBlock, ReservationMapEntry, ReservationMapStay, Room } from "@shared/api";
import { BLOCK_KIND_LABELS, CHANNEL_COLOURS, CHANNEL_LABELS } from "@shared/channels";
import { blockSource } from "../lib/block-source";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { cn } from "@/lib/utils";
import { barPlacement } from "../lib/map-window";
import { isReservationStatus, RESERVATION_STATUS_BAR_CLASSES, reservationStatusLabel } from "../lib/reservation-status";

/** Width of one day column in pixels (w-11): wide enough for a finger. */
const DAY_PX = 44;

interface ReservationMapRowProps {
  room: Room;
  dates: string[];
  today: string;
  stays: ReservationMapEntry[];
  onCreate: (start: { roomId: string; checkInDate: string }) => void;
  /** The bar's own gestures: the map shows the stay's tooltip or popover, or opens it (reservation-map.tsx). */
  bar: StayBarHandlers;
}

export interface StayBarHandlers {
  /** A mouse came over the bar, or the keyboard focused it: `anchor` is the bar. */
  onPoint: (stay: ReservationMapStay, roomNumber: string, anchor: HTMLElement) => void;
  /** The mouse or the keyboard left it. */
  onPointEnd: () => void;
  onPointerDown: (pointerType: string) => void;
  onClick: (stay: ReservationMapStay, roomNumber: string, anchor: HTMLElement) => void;
  /** A channel's block was clicked or tapped: its sheet opens. */
  onBlock: (block: ReservationMapBlock, roomNumber: string) => void;
}

/** One room's line of the map: a button per free day (to book it) and a bar per stay (to open it). */
export function ReservationMapRow({ room, dates, today, stays, onCreate, bar }: ReservationMapRowProps) {
  const from = dates[0]!;
  return (
    <div className="flex border-b" role="row">
      <div
        role="rowheader"
        className="sticky left-0 z-20 flex w-20 shrink-0 flex-col justify-center border-r bg-card px-3 text-sm"
      >
        <span className="font-semibold tabular-nums">{room.number}</span>
      </div>
      <div className="relative flex h-12" role="gridcell">
        {dates.map((date) => (
          <button
            key={date}
            type="button"
            onClick={() => onCreate({ roomId: room.id, checkInDate: date })}
            aria-label={`Nova reserva no quarto ${room.number} em ${formatDate(date)}`}
            className={cn(
              "h-12 w-11 shrink-0 border-r hover:bg-accent focus-visible:bg-accent focus-visible:outline-none",
              date === today && "bg-primary/5",
            )}
          />
        ))}
        {stays.map((entry) => {
          if (entry.kind === "block")
            return (
              <BlockBar
                key={entry.id}
                block={entry}
                room={room}
                from={from}
                days={dates.length}
                onOpen={() => bar.onBlock(entry, room.number)}
              />
            );
          const stay = entry;
          const place = barPlacement(stay.checkInDate, stay.checkOutDate, from, dates.length);
          if (!place) return null;
          const name = guestFullName({ firstName: stay.guestFirstName, lastName: stay.guestLastName });
          const via = stay.channel ? `, via ${CHANNEL_LABELS[stay.channel]}` : "";
          const label = `Reserva de ${name}, quarto ${room.number}, ${formatDate(stay.checkInDate)} a ${formatDate(stay.checkOutDate)} (${reservationStatusLabel(stay.status)})${via}`;
          return (
            <button
              key={`${stay.id}-${stay.checkInDate}`}
              type="button"
              onClick={(event) => bar.onClick(stay, room.number, event.currentTarget)}
              onPointerDown={(event) => bar.onPointerDown(event.pointerType)}
              onPointerEnter={(event) => {
                if (event.pointerType === "mouse") bar.onPoint(stay, room.number, event.currentTarget);
              }}
              onPointerLeave={bar.onPointEnd}
              onFocus={(event) => {
                if (event.currentTarget.matches(":focus-visible")) bar.onPoint(stay, room.number, event.currentTarget);
              }}
              onBlur={bar.onPointEnd}
              aria-label={label}
              style={{
                left: place.start * DAY_PX,
                width: place.span * DAY_PX - 2,
                // A stay sold on a channel keeps that channel's colour as its left edge.
                ...(stay.channel && { borderLeft: `4px solid ${CHANNEL_COLOURS[stay.channel]}` }),
              }}
              className={cn(
                "absolute top-1.5 z-10 h-9 overflow-hidden rounded-md px-2 text-left text-xs font-medium whitespace-nowrap text-ellipsis shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
                place.clippedStart && "rounded-l-none",
                place.clippedEnd && "rounded-r-none",
                isReservationStatus(stay.status) && RESERVATION_STATUS_BAR_CLASSES[stay.status],
              )}
            >
              {name}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** A channel's block: its colour and text say which channel holds the nights; a click opens where it came from. */
function BlockBar({
  block,
  room,
  from,
  days,
  onOpen,
}: {
  block: ReservationMapBlock;
  room: Room;
  from: string;
  days: number;
  onOpen: () => void;
}) {
  const place = barPlacement(block.checkInDate, block.checkOutDate, from, days);
  if (!place) return null;
  const { name, colour } = blockSource(block);
  const label = `Bloqueio ${name} (${BLOCK_KIND_LABELS[block.blockKind]}), quarto ${room.number}, ${formatDate(block.checkInDate)} a ${formatDate(block.checkOutDate)}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid="block-bar"
      onClick={onOpen}
      style={{ left: place.start * DAY_PX, width: place.span * DAY_PX - 2, backgroundColor: colour }}
      className={cn(
        "absolute top-1.5 z-10 h-9 overflow-hidden rounded-md px-2 text-left text-xs font-medium whitespace-nowrap text-ellipsis text-white shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
        block.blockKind === "closure" && "opacity-75",
        place.clippedStart && "rounded-l-none",
        place.clippedEnd && "rounded-r-none",
      )}
    >
      {name}
    </button>
  );
}
