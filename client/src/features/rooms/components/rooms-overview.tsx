import { useState } from "react";
import { BedDouble } from "lucide-react";
import { useLocation } from "wouter";
import type { Room } from "@shared/api";
import { useRooms } from "@/api/use-rooms";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useCanHover } from "@/hooks/use-can-hover";
import { useIsDesktop } from "@/hooks/use-media-query";
import { storeRoomToEdit } from "../lib/edit-room-storage";
import { DeleteRoomDialog } from "./delete-room-dialog";
import { NewRoomButton } from "./new-room-button";
import { RoomCardGrid } from "./room-card-grid";
import { RoomDetailsDialog } from "./room-details-dialog";
import { RoomStatusSummary } from "./room-status-summary";
import { RoomsList } from "./rooms-list";
import { RoomsSkeleton } from "./rooms-skeleton";

/**
 * The body of the Rooms page: status counts, the active rooms at a glance, and every room with its status and
 * actions. On a phone the list's cards are the glance, so the grid is left out.
 */
export function RoomsOverview({ canManage }: { canManage: boolean }) {
  const { data: rooms, isLoading, error, refetch, isFetching } = useRooms();
  const isDesktop = useIsDesktop();
  // A double click needs a mouse: a tablet shows the table, but its rows are edited from the '⋯' menu.
  const canHover = useCanHover();
  const [, navigate] = useLocation();
  const [viewing, setViewing] = useState<Room | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);

  // Editing happens in Settings; the room travels there through browser storage (docs/product.md §5).
  const editRoom = (room: Room) => {
    storeRoomToEdit(room);
    navigate("/settings?tab=rooms&edit=true");
  };

  if (isLoading) return <RoomsSkeleton />;
  if (error || !rooms) {
    return (
      <LoadError
        what="os quartos"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        whileSignedOut={<RoomsSkeleton />}
      />
    );
  }
  if (rooms.length === 0) {
    return (
      <EmptyState
        icon={BedDouble}
        title="Nenhum quarto cadastrado"
        description={
          canManage
            ? "Cadastre o primeiro quarto para começar a receber reservas."
            : "O proprietário ainda não cadastrou os quartos."
        }
        action={canManage ? <NewRoomButton /> : undefined}
      />
    );
  }

  return (
    <div className="space-y-6">
      <RoomStatusSummary rooms={rooms} />
      {isDesktop && <RoomCardGrid rooms={rooms} onOpen={setViewing} />}
      <Card className="gap-4">
        <CardHeader>
          <h2 className="text-lg font-semibold">Todos os quartos</h2>
          <p className="text-sm text-muted-foreground">
            {canManage && isDesktop && canHover
              ? "Altere o status direto na lista. Dê um duplo clique em uma linha para editar o quarto."
              : "Altere o status direto na lista."}
          </p>
        </CardHeader>
        <CardContent className="px-0">
          <RoomsList
            rooms={rooms}
            onView={setViewing}
            onEdit={canManage ? editRoom : undefined}
            onDelete={canManage ? setDeleting : undefined}
          />
        </CardContent>
      </Card>
      <RoomDetailsDialog room={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      {canManage && <DeleteRoomDialog room={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </div>
  );
}
