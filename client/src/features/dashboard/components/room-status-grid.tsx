import { BedDouble } from "lucide-react";
import { Link } from "wouter";
import { useRooms } from "@/api/use-rooms";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { currentOnly } from "../api/current-only";
import { dashboardRooms, legendCounts, legendEntryOf } from "../lib/room-legend";
import { BlockError } from "./block-error";
import { DashboardPanel } from "./dashboard-panel";
import { LEGEND_GRID, RoomStatusLegend } from "./room-status-legend";

// Room for two rows of tiles even when the pousada has four rooms or fewer.
const TILES = "grid min-h-30 grid-cols-4 content-start gap-2";

const LOADING = (
  <div className="space-y-4" aria-busy="true" aria-label="Carregando quartos">
    <div className={TILES}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-14 rounded-lg" />
      ))}
    </div>
    <div className={LEGEND_GRID}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-5 w-24" />
      ))}
    </div>
  </div>
);

/** 'Status dos Quartos': the first rooms coloured by status, and how many rooms are in each status. */
export function RoomStatusGrid({ className }: { className?: string }) {
  // The legend counts beside the figures above: never the rooms as they were before a check-in.
  const { data: rooms, isLoading, error, refetch, isFetching } = currentOnly(useRooms());
  const shown = dashboardRooms(rooms ?? []);

  return (
    <DashboardPanel
      className={className}
      title="Status dos Quartos"
      // Two rows of rooms and the two-line legend, loaded or not: nothing below moves when the rooms arrive.
      contentClassName="min-h-46"
      action={
        <Button asChild variant="outline" size="sm">
          <Link href="/rooms">Ver Todos</Link>
        </Button>
      }
    >
      {isLoading ? (
        LOADING
      ) : error || !rooms ? (
        <BlockError
          what="os quartos"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          whileSignedOut={LOADING}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={BedDouble} title="Nenhum quarto ativo" className="py-6" />
      ) : (
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
      )}
    </DashboardPanel>
  );
}
