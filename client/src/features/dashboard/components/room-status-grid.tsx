import { Link } from "wouter";
import { useRooms } from "@/api/use-rooms";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { currentOnly } from "../api/current-only";
import { BlockError } from "./block-error";
import { DeferredRows, RoomTiles } from "./dashboard-blocks";
import { DashboardPanel } from "./dashboard-panel";
import { LEGEND_GRID, TILES } from "./room-grid-layout";

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
      ) : (
        // The tiles' code comes after the first paint; their placeholder meanwhile is the one shown while reading.
        <DeferredRows placeholder={LOADING}>
          <RoomTiles rooms={rooms} />
        </DeferredRows>
      )}
    </DashboardPanel>
  );
}
