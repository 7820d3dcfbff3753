import { useEffect, useState } from "react";
import { Plus } from "lucide-react";
import { useLocation, useSearch } from "wouter";
import type { Room } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useRooms } from "@/api/use-rooms";
import { takeRoomToEdit } from "../lib/edit-room-storage";
import { isRoomStatus } from "../lib/room-status";
import { RoomFormDialog } from "./room-form-dialog";
import { RoomsSettingsList } from "./rooms-settings-list";

interface DialogState {
  open: boolean;
  room: Room | null;
}

/** Settings' Quartos/Suítes tab: the room register, where rooms are created and edited. */
export function RoomSettingsPanel({ canManage }: { canManage: boolean }) {
  const { data: rooms, isLoading, error, refetch, isFetching } = useRooms();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<DialogState>({ open: false, room: null });

  // The Rooms page asks for an edit or a creation through the URL; honour it once, then clean the URL so a
  // reload or the back button does not reopen the dialog.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const wantsEdit = params.get("edit") === "true";
    const wantsNew = params.get("new") === "true";
    if (!wantsEdit && !wantsNew) return;
    if (wantsEdit) {
      const stored = takeRoomToEdit();
      if (stored && canManage) setDialog({ open: true, room: stored });
    } else if (canManage) {
      setDialog({ open: true, room: null });
    }
    navigate("/settings?tab=rooms", { replace: true });
  }, [search, canManage, navigate]);

  const fresh = dialog.room ? rooms?.find((room) => room.id === dialog.room?.id) : undefined;
  const currentStatus = fresh && isRoomStatus(fresh.status) ? fresh.status : undefined;

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <h2 className="text-lg font-semibold leading-none">Quartos e Suítes</h2>
          <p className="text-sm text-muted-foreground">
            {canManage
              ? "Cadastre e edite os quartos da pousada."
              : "Somente o proprietário pode cadastrar ou editar quartos."}
          </p>
        </div>
        {canManage && (
          <Button onClick={() => setDialog({ open: true, room: null })}>
            <Plus aria-hidden="true" />
            Novo Quarto
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-0">
        <RoomsSettingsList
          rooms={rooms}
          isLoading={isLoading}
          loadError={error ? { what: "os quartos", error, onRetry: () => void refetch(), retrying: isFetching } : null}
          onEdit={canManage ? (room) => setDialog({ open: true, room }) : undefined}
        />
      </CardContent>
      {canManage && (
        <RoomFormDialog
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          room={dialog.room}
          currentStatus={currentStatus}
        />
      )}
    </Card>
  );
}
