import { cn } from "@/lib/utils";
import { ROOM_LEGEND, type RoomLegendGroup } from "../lib/room-legend";
import { LEGEND_GRID } from "./room-grid-layout";

/** The colours of the grid explained, each with how many active rooms are in that status. */
export function RoomStatusLegend({ counts }: { counts: Record<RoomLegendGroup, number> }) {
  return (
    <ul className={LEGEND_GRID} aria-label="Legenda">
      {ROOM_LEGEND.map(({ group, label, dotClass }) => (
        <li key={group} className="flex items-center gap-2">
          <span className={cn("size-3 shrink-0 rounded-full", dotClass)} aria-hidden="true" />
          <span>{label}</span> <span className="font-semibold tabular-nums">{counts[group]}</span>
        </li>
      ))}
    </ul>
  );
}
