import { BedDouble } from "lucide-react";
import type { RoomListItem } from "@shared/api";
import { EmptyState } from "@/components/empty-state";
import { cn } from "@/lib/utils";
import { dashboardRooms, legendCounts, legendEntryOf } from "../lib/room-legend";
import { TILES } from "./room-grid-layout";
import { RoomStatusLegend } from "./room-status-legend";

/**
 * The first rooms coloured by status, and how many rooms are in each status, once read. A chunk of its own
 * (dashboard-blocks.ts), drawn after the dashboard's first paint.
 */
export function RoomTiles({ rooms }: { rooms: RoomListItem[] }) {
  const shown = dashboardRooms(rooms);
  if (shown.length === 0) return <EmptyState icon={BedDouble} title="Nenhum quarto ativo" className="py-6" />;
  return (
    <div className="space-y-4">
      <ul className={TILES} aria-label="Quartos">
        {shown.map((room) => {
          const entry = legendEntryOf(room.status);
          return (
            <li
              key={room.id}
              aria-label={`Quarto ${room.number}: ${entry.label}`}
              title={`Quarto ${room.number}: ${entry.label}`}
              className={cn(
                "flex min-h-14 items-center justify-center rounded-lg border px-1 py-2 text-center font-semibold break-all tabular-nums",
                // Room numbers are short ("101"); a long one (up to 10 characters) gets a smaller type.
                room.number.length > 5 ? "text-xs" : "text-base",
                entry.tileClass,
              )}
            >
              {room.number}
            </li>
          );
        })}
      </ul>
      <RoomStatusLegend counts={legendCounts(rooms)} />
    </div>
  );
}
