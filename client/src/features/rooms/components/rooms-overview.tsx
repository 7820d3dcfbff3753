import { useEffect, useState } from "react";
import { BedDouble } from "lucide-react";
import { useLocation } from "wouter";
import type { Room } from "@shared/schema";
import { EmptyState } from "@/components/empty-state";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { isUnauthorizedError, redirectToLogin } from "@/lib/auth-utils";
import { useRooms } from "@/api/use-rooms";
import { storeRoomToEdit } from "../lib/edit-room-storage";
import { DeleteRoomDialog } from "./delete-room-dialog";
import { NewRoomButton } from "./new-room-button";
import { RoomCardGrid } from "./room-card-grid";
import { RoomDetailsDialog } from "./room-details-dialog";
import { RoomStatusSummary } from "./room-status-summary";
import { LoadError } from "@/components/load-error";
import { RoomsSkeleton } from "./rooms-skeleton";
import { RoomsTable } from "./rooms-table";

/** The body of the Rooms page: status counts, the active rooms at a glance, and the full table. */
export function RoomsOverview({ canManage }: { canManage: boolean }) {
  const { data: rooms, isLoading, error, refetch, isFetching } = useRooms();
  const [, navigate] = useLocation();
  const [viewing, setViewing] = useState<Room | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);

  useEffect(() => {
    if (error && isUnauthorizedError(error)) redirectToLogin(toast);
  }, [error]);

  // Editing happens in Settings; the room travels there through browser storage (SPEC section 2).
  const editRoom = (room: Room) => {
    storeRoomToEdit(room);
    navigate("/settings?tab=rooms&edit=true");
  };

  if (isLoading) return <RoomsSkeleton />;
  if (error) return <LoadError what="os quartos" onRetry={() => void refetch()} retrying={isFetching} />;
  if (!rooms || rooms.length === 0) {
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
      <RoomCardGrid rooms={rooms} onOpen={setViewing} />
      <Card className="gap-4">
        <CardHeader>
          <h2 className="text-lg font-semibold">Todos os quartos</h2>
          <p className="text-sm text-muted-foreground">
            {canManage
              ? "Altere o status direto na lista. Dê um duplo clique em uma linha para editar o quarto."
              : "Altere o status direto na lista."}
          </p>
        </CardHeader>
        <CardContent className="px-0">
          <RoomsTable
            rooms={rooms}
            canManage={canManage}
            onEdit={editRoom}
            onView={setViewing}
            onDelete={setDeleting}
          />
        </CardContent>
      </Card>
      <RoomDetailsDialog room={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      {canManage && <DeleteRoomDialog room={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </div>
  );
}
