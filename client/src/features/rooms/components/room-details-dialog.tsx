import type { ReactNode } from "react";
import type { Room } from "@shared/api";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatCurrency } from "@/lib/format";
import { roomTypeLabel } from "../lib/room-status";
import { useLastPresent } from "@/hooks/use-last-present";
import { RoomStatusBadge } from "./room-status-badge";

interface RoomDetailsDialogProps {
  room: Room | null;
  onOpenChange: (open: boolean) => void;
}

export function RoomDetailsDialog({ room: selected, onOpenChange }: RoomDetailsDialogProps) {
  const room = useLastPresent(selected);
  return (
    <Dialog open={selected !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {room && (
          <>
            <DialogHeader>
              <DialogTitle>Quarto {room.number}</DialogTitle>
              <DialogDescription>Detalhes do quarto</DialogDescription>
            </DialogHeader>
            <dl className="divide-y text-sm">
              <DetailRow label="Número">{room.number}</DetailRow>
              <DetailRow label="Tipo">{roomTypeLabel(room.type)}</DetailRow>
              <DetailRow label="Status">
                <RoomStatusBadge status={room.status} />
              </DetailRow>
              <DetailRow label="Capacidade">
                {room.capacity} {room.capacity === 1 ? "pessoa" : "pessoas"}
              </DetailRow>
              <DetailRow label="Preço/Noite">{formatCurrency(room.pricePerNight)}</DetailRow>
              <DetailRow label="Ativo">
                <Badge variant={room.isActive ? "default" : "secondary"}>{room.isActive ? "Ativo" : "Inativo"}</Badge>
              </DetailRow>
            </dl>
            <div className="space-y-1 text-sm">
              <p className="font-medium">Descrição</p>
              <p className="whitespace-pre-line text-muted-foreground">{room.description || "Sem descrição"}</p>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
