import { useState } from "react";
import type { Room } from "@shared/api";
import { useAvailableRooms } from "@/api/use-available-rooms";
import { useRoomMove } from "@/api/use-room-move";
import { DateField } from "@/components/date-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { serverReason } from "@/lib/api";
import { todayAtPousada } from "@/lib/calendar-date";
import { isIsoDate } from "@/lib/date-input";
import { formatCurrency, formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";

/** What the dialog needs of the stay being moved. */
export interface MovableStay {
  reservationId: string;
  roomId: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  numberOfGuests: number;
  /** Checked in: the move splits the stay at a night (today by default). */
  inHouse: boolean;
}

interface RoomMoveDialogProps {
  stay: MovableStay | null;
  onOpenChange: (open: boolean) => void;
  /** After the move, e.g. to close the details that showed the old room. */
  onMoved?: () => void;
}

/** Rooms free for the nights moved that hold the party (capacity plus extra beds), the current one left out. */
const fits = (stay: MovableStay) => (room: Room) =>
  room.id !== stay.roomId && room.capacity + (room.extraBeds ?? 0) >= stay.numberOfGuests;

/**
 * 'Trocar Quarto' (docs/product.md §7.4): the new room among those free for the remaining nights, from which night
 * for a guest in the house, and whether the agreed rate stays ('Manter a tarifa acordada') or the new room's applies.
 */
export function RoomMoveDialog({ stay, onOpenChange, onMoved }: RoomMoveDialogProps) {
  return (
    <Dialog open={stay !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {stay && (
          <RoomMoveForm
            key={stay.reservationId}
            stay={stay}
            onCancel={() => onOpenChange(false)}
            onMoved={() => {
              onOpenChange(false);
              onMoved?.();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RoomMoveForm({ stay, onCancel, onMoved }: { stay: MovableStay; onCancel: () => void; onMoved: () => void }) {
  const today = todayAtPousada();
  const [date, setDate] = useState(stay.inHouse ? today : stay.checkInDate);
  const [roomId, setRoomId] = useState("");
  const [keepRate, setKeepRate] = useState(true);
  const from = stay.inHouse && isIsoDate(date) ? date : stay.checkInDate;
  const available = useAvailableRooms(from, stay.checkOutDate, stay.reservationId);
  const rooms = (available.data ?? []).filter(fits(stay));
  const move = useRoomMove(stay.reservationId);

  const submit = () => {
    const room = rooms.find((r) => r.id === roomId);
    if (!room) return;
    move.mutate(
      { roomId, keepRate, ...(stay.inHouse && { date: from }) },
      {
        onSuccess: () => {
          notifySuccess(`Hóspede transferido para o quarto ${room.number}`);
          onMoved();
        },
        onError: (error) => notifyError(error, "Erro ao trocar de quarto", serverReason(error)),
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Trocar Quarto</DialogTitle>
        <DialogDescription>
          Quarto {stay.roomNumber} · {formatDate(stay.checkInDate)} a {formatDate(stay.checkOutDate)}
          {stay.inHouse ? ": as noites antes da troca ficam no quarto atual." : ": a reserva inteira muda de quarto."}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        {stay.inHouse && (
          <div className="space-y-2">
            <Label htmlFor="room-move-date">A partir de</Label>
            <DateField
              id="room-move-date"
              value={date}
              onChange={setDate}
              min={stay.checkInDate}
              max={today}
              calendarLabel="Abrir calendário da troca"
            />
          </div>
        )}
        <div className="space-y-2">
          <Label htmlFor="room-move-room">Novo quarto</Label>
          <Select value={roomId} onValueChange={setRoomId}>
            <SelectTrigger id="room-move-room" className="w-full">
              <SelectValue placeholder={available.isLoading ? "Carregando quartos..." : "Selecione um quarto livre"} />
            </SelectTrigger>
            <SelectContent>
              {rooms.map((room) => (
                <SelectItem key={room.id} value={room.id}>
                  Quarto {room.number} · {formatCurrency(room.pricePerNight)}/noite
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {available.isSuccess && rooms.length === 0 && (
            <p className="text-sm text-muted-foreground">Nenhum quarto livre para essas noites com essa capacidade.</p>
          )}
        </div>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="space-y-0.5">
            <Label htmlFor="room-move-keep-rate">Manter a tarifa acordada</Label>
            <p className="text-sm text-muted-foreground">
              Desligado: as noites trocadas passam à tarifa do novo quarto.
            </p>
          </div>
          <Switch id="room-move-keep-rate" checked={keepRate} onCheckedChange={setKeepRate} />
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={move.isPending}>
          Cancelar
        </Button>
        <Button type="button" onClick={submit} disabled={!roomId || move.isPending} aria-busy={move.isPending}>
          {move.isPending ? "Trocando..." : "Trocar Quarto"}
        </Button>
      </DialogFooter>
    </>
  );
}
