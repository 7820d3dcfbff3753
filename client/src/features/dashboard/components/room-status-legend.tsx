import { cn } from "@/lib/utils";
import { ROOM_LEGEND, type RoomLegendGroup } from "../lib/room-legend";

/** Two by two at every width, so the legend is always two lines high (the loading placeholder matches it). */
export const LEGEND_GRID = "grid grid-cols-2 gap-x-4 gap-y-2 text-sm";

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
