import { useMemo, useRef, useState, type CSSProperties } from "react";
import { BedDouble } from "lucide-react";
import { shiftDate } from "@shared/pousada-time";
import type { ReservationMapEntry, ReservationMapStay, Room } from "@shared/api";
import { useRooms } from "@/api/use-rooms";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useCanHover } from "@/hooks/use-can-hover";
import { useIsDesktop } from "@/hooks/use-media-query";
import { todayAtPousada } from "@/lib/calendar-date";
import { useReservationWindow } from "../api/use-reservation-window";
import { firstOfMonth, MAP_DAYS_DESKTOP, MAP_DAYS_PHONE, windowDays } from "../lib/map-window";
import { reservationStatusLabel, RESERVATION_STATUS_DOT_CLASSES } from "../lib/reservation-status";
import type { BlockPeek } from "../lib/block-source";
import { BlockSheet } from "./block-sheet";
import { StayPopover, StayTooltip, tooltipPlacement, type StayPeek } from "./reservation-map-peek";
import { ReservationMapRow, type StayBarHandlers } from "./reservation-map-row";
import { ReservationMapToolbar } from "./reservation-map-toolbar";
import { cn } from "@/lib/utils";

const LEGEND = ["pending", "confirmed", "checked_in", "completed"] as const;
const WEEKDAY = new Intl.DateTimeFormat("pt-BR", { weekday: "short", timeZone: "UTC" });

interface ReservationMapProps {
  onCreate: (start: { roomId: string; checkInDate: string }) => void;
  onOpen: (stay: ReservationMapStay) => void;
}

/** The 'Mapa' view: rooms down the side, days across, each live stay a bar coloured by its status. */
export function ReservationMap({ onCreate, onOpen }: ReservationMapProps) {
  const isDesktop = useIsDesktop();
  const canHover = useCanHover();
  const days = isDesktop ? MAP_DAYS_DESKTOP : MAP_DAYS_PHONE;
  // A bar is too short for a name on one night: the mouse or the keyboard on it shows a tooltip, a tap a popover.
  const [pointed, setPointed] = useState<{ peek: StayPeek; placement: CSSProperties } | null>(null);
  const [tapped, setTapped] = useState<StayPeek | null>(null);
  const [blockPeek, setBlockPeek] = useState<BlockPeek | null>(null);
  const lastPointer = useRef("");
  const bar: StayBarHandlers = {
    onPoint: (stay, roomNumber, anchor) =>
      setPointed({ peek: { stay, roomNumber, anchor }, placement: tooltipPlacement(anchor) }),
    onPointEnd: () => setPointed(null),
    onPointerDown: (pointerType) => (lastPointer.current = pointerType),
    onClick: (stay, roomNumber, anchor) => {
      const touched = lastPointer.current === "touch" || lastPointer.current === "pen";
      lastPointer.current = "";
      setPointed(null);
      if (touched) setTapped({ stay, roomNumber, anchor });
      else onOpen(stay);
    },
    onBlock: (block, roomNumber) => {
      setPointed(null);
      setBlockPeek({ block, roomNumber });
    },
  };
  const today = todayAtPousada();
  // The window opens a couple of days back, so today's departures are still in view.
  const [from, setFrom] = useState(() => shiftDate(today, -2));
  const to = shiftDate(from, days);
  const dates = useMemo(() => windowDays(from, days), [from, days]);

  const rooms = useRooms();
  const stays = useReservationWindow(from, to);
  const activeRooms = useMemo(() => (rooms.data ?? []).filter((room) => room.isActive), [rooms.data]);
  const staysByRoom = useMemo(() => {
    const byRoom = new Map<string, ReservationMapEntry[]>();
    for (const stay of stays.data ?? []) {
      byRoom.set(stay.roomId, [...(byRoom.get(stay.roomId) ?? []), stay]);
    }
    return byRoom;
  }, [stays.data]);

  const skeleton = <Skeleton className="h-96 w-full rounded-xl" aria-label="Carregando mapa" />;
  if (rooms.isLoading) return skeleton;
  if (rooms.error || stays.error) {
    return (
      <LoadError
        what="o mapa de reservas"
        error={rooms.error ?? stays.error}
        onRetry={() => void Promise.all([rooms.refetch(), stays.refetch()])}
        retrying={rooms.isFetching || stays.isFetching}
        whileSignedOut={skeleton}
      />
    );
  }

  return (
    <Card className="gap-4">
      <CardHeader className="gap-3">
        <ReservationMapToolbar
          from={from}
          lastDay={dates[dates.length - 1]!}
          onPrevious={() => setFrom(shiftDate(from, -days))}
          onToday={() => setFrom(shiftDate(today, -2))}
          onNext={() => setFrom(shiftDate(from, days))}
          onMonth={(month) => setFrom(firstOfMonth(month))}
        />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legenda">
          {LEGEND.map((status) => (
            <li key={status} className="inline-flex items-center gap-1.5">
              <span className={cn("size-2.5 rounded-sm", RESERVATION_STATUS_DOT_CLASSES[status])} aria-hidden="true" />
              {reservationStatusLabel(status)}
            </li>
          ))}
          <li className="inline-flex items-center gap-1.5">
            {canHover ? "Clique" : "Toque"} em um dia livre para reservar.
          </li>
          {stays.isFetching && (
            <li className="inline-flex items-center gap-1.5" role="status">
              <Spinner className="size-3" /> Atualizando...
            </li>
          )}
        </ul>
      </CardHeader>
      <CardContent className="px-0">
        {activeRooms.length === 0 ? (
          <EmptyState
            icon={BedDouble}
            title="Nenhum quarto cadastrado"
            description="Cadastre quartos para usar o mapa."
          />
        ) : (
          <div
            className="overflow-x-auto"
            // A tooltip or popover stays where its bar was: scrolling the map takes it away.
            onScroll={() => {
              setPointed(null);
              setTapped(null);
            }}
            role="grid"
            aria-label="Mapa de reservas"
            aria-rowcount={activeRooms.length + 1}
          >
            <div className="w-max min-w-full">
              <MapHeader dates={dates} today={today} />
              {activeRooms.map((room: Room) => (
                <ReservationMapRow
                  key={room.id}
                  room={room}
                  dates={dates}
                  today={today}
                  stays={staysByRoom.get(room.id) ?? []}
                  onCreate={onCreate}
                  bar={bar}
                />
              ))}
            </div>
          </div>
        )}
        <BlockSheet peek={blockPeek} onClose={() => setBlockPeek(null)} />
        <StayTooltip peek={pointed?.peek ?? null} placement={pointed?.placement ?? {}} />
        <StayPopover
          peek={tapped}
          onClose={() => setTapped(null)}
          onOpen={(stay) => {
            setTapped(null);
            onOpen(stay);
          }}
        />
      </CardContent>
    </Card>
  );
}

function MapHeader({ dates, today }: { dates: string[]; today: string }) {
  return (
    <div className="flex border-y bg-muted/50" role="row">
      <div
        className="sticky left-0 z-20 w-20 shrink-0 border-r bg-muted px-3 py-2 text-xs font-medium"
        role="columnheader"
      >
        Quarto
      </div>
      {dates.map((date) => (
        <div
          key={date}
          role="columnheader"
          className={cn(
            "flex w-11 shrink-0 flex-col items-center border-r py-1 text-[11px] leading-tight",
            date === today && "bg-primary/10 font-semibold text-primary",
          )}
        >
          <span className="capitalize">{WEEKDAY.format(new Date(`${date}T00:00:00Z`)).replace(".", "")}</span>
          <span className="text-sm tabular-nums">{date.slice(8)}</span>
        </div>
      ))}
    </div>
  );
}
