import { useState } from "react";
import { CalendarPlus, CalendarSync } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCalendarFeeds } from "../api/use-calendar-feeds";
import { AddFeedDialog } from "./add-feed-dialog";
import { FeedCard } from "./feed-card";
import { RoomExport } from "./room-export";

/** One room's channels: its export link and the calendars imported into it. */
export function RoomCalendars({ roomId, roomNumber }: { roomId: string; roomNumber: string }) {
  const feeds = useCalendarFeeds(roomId);
  const [adding, setAdding] = useState(false);
  const add = (
    <Button type="button" className="h-10" onClick={() => setAdding(true)}>
      <CalendarPlus aria-hidden="true" /> Adicionar calendário
    </Button>
  );

  return (
    <div className="space-y-6">
      <RoomExport roomId={roomId} roomNumber={roomNumber} />
      <section className="space-y-3" aria-labelledby={`feeds-${roomId}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`feeds-${roomId}`} className="text-sm font-semibold">
            Calendários importados
          </h3>
          {feeds.data && feeds.data.length > 0 && add}
        </div>
        {feeds.isLoading ? (
          <Skeleton className="h-32 w-full" aria-label="Carregando calendários" />
        ) : feeds.isError ? (
          <LoadError
            what="os calendários"
            error={feeds.error}
            onRetry={() => void feeds.refetch()}
            retrying={feeds.isFetching}
          />
        ) : feeds.data!.length === 0 ? (
          <EmptyState
            icon={CalendarSync}
            title="Nenhum calendário importado"
            description="Adicione o link iCal do Airbnb ou do Booking.com deste quarto: as reservas de lá bloqueiam o quarto aqui."
            action={add}
          />
        ) : (
          <ul className="space-y-3">
            {feeds.data!.map((feed) => (
              <FeedCard key={feed.id} feed={feed} />
            ))}
          </ul>
        )}
      </section>
      <AddFeedDialog roomId={roomId} roomNumber={roomNumber} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
