import { formatPhone } from "@shared/identity";
import { isLiveStatus, nightsBetween } from "@shared/reservations";
import { DetailRow } from "@/components/detail-row";
import { ChargeConsumptionButton } from "@/components/consumption/charge-consumption-button";
import { FolioConsumptionAction } from "@/components/consumption/folio-consumption-action";
import { FolioPanel } from "@/components/folio/folio-panel";
import { RoomMoveButton } from "@/components/room-move/room-move-button";
import { StayGuestsEditor } from "@/components/stay-guests/stay-guests-editor";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useLastPresent } from "@/hooks/use-last-present";
import { formatCurrency, formatDate, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { cn } from "@/lib/utils";
import type { ReservationRecord } from "../api/use-reservations";
import {
  isReservationStatus,
  RESERVATION_STATUS_BADGE_CLASSES,
  reservationStatusLabel,
} from "../lib/reservation-status";
import { roomOptionLabel } from "../lib/room-option-label";
import { DepositRow } from "./deposit-row";
import { FnrhPrecheckinPanel } from "./fnrh-precheckin-panel";

/** The statuses a room move takes: before check-in the whole stay moves, in the house it splits (§7.4). */
const MOVABLE_STATUSES = ["pending", "confirmed", "checked_in"];

const PAYMENT_STATUS_LABELS: Record<string, string> = { PENDENTE: "Pendente", PARCIAL: "Parcial", PAGO: "Pago" };

interface ReservationDetailsDialogProps {
  reservation: ReservationRecord | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (reservation: ReservationRecord) => void;
}

/** 'Ver': the reservation's folio as the desk needs it at a glance. */
export function ReservationDetailsDialog({
  reservation: selected,
  onOpenChange,
  onEdit,
}: ReservationDetailsDialogProps) {
  const reservation = useLastPresent(selected);
  const nights = reservation ? nightsBetween(reservation.checkInDate, reservation.checkOutDate) : 0;
  return (
    <Dialog open={selected !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {reservation && (
          <>
            <DialogHeader>
              <DialogTitle>Reserva de {guestFullName(reservation.guest)}</DialogTitle>
              <DialogDescription>
                Quarto {reservation.room.number} · {formatDate(reservation.checkInDate)} a{" "}
                {formatDate(reservation.checkOutDate)}
              </DialogDescription>
            </DialogHeader>
            <dl className="divide-y">
              <DetailRow label="Hóspede">{guestFullName(reservation.guest)}</DetailRow>
              <DetailRow label="Celular">{formatPhone(reservation.guest.phone) || "—"}</DetailRow>
              <DetailRow label="Quarto">{roomOptionLabel(reservation.room)}</DetailRow>
              <DetailRow label="Check-in">{formatDate(reservation.checkInDate)}</DetailRow>
              <DetailRow label="Check-out">{formatDate(reservation.checkOutDate)}</DetailRow>
              <DetailRow label="Noites">{nights}</DetailRow>
              <DetailRow label="Hóspedes">
                {reservation.numberOfGuests} ({reservation.adults} {reservation.adults === 1 ? "adulto" : "adultos"},{" "}
                {reservation.children} {reservation.children === 1 ? "criança" : "crianças"})
              </DetailRow>
              <DetailRow label="Total">{formatCurrency(reservation.totalAmount)}</DetailRow>
              <DetailRow label="Pagamento">
                {PAYMENT_STATUS_LABELS[reservation.statusPagamento] ?? reservation.statusPagamento}
              </DetailRow>
              {selected && <DepositRow reservationId={reservation.id} />}
              <DetailRow label="Status">
                <Badge
                  variant="outline"
                  className={cn(
                    isReservationStatus(reservation.status) && RESERVATION_STATUS_BADGE_CLASSES[reservation.status],
                  )}
                >
                  {reservationStatusLabel(reservation.status)}
                </Badge>
              </DetailRow>
              <DetailRow label="Observações">
                <span className="whitespace-pre-line">{reservation.notes || "—"}</span>
              </DetailRow>
              <DetailRow label="Criada em">{formatDateTime(reservation.createdAt)}</DetailRow>
            </dl>
            {selected && (
              <StayGuestsEditor
                reservationId={reservation.id}
                numberOfGuests={reservation.numberOfGuests}
                checkInDate={reservation.checkInDate}
              />
            )}
            {selected && <FnrhPrecheckinPanel reservationId={reservation.id} status={reservation.status} />}
            {/* Only while open: the bill is read afresh at each opening. */}
            {selected && (
              <FolioPanel
                reservationId={reservation.id}
                canPay={isLiveStatus(reservation.status)}
                actions={
                  // Consumption goes on a stay in the house or a confirmed reservation (an order before arrival).
                  (reservation.status === "checked_in" || reservation.status === "confirmed") && (
                    <ChargeConsumptionButton
                      reservationId={reservation.id}
                      stayLabel={`Quarto ${reservation.room.number} · ${guestFullName(reservation.guest)}`}
                    />
                  )
                }
                lineAction={(line) => <FolioConsumptionAction reservationId={reservation.id} line={line} />}
              />
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Fechar
              </Button>
              {MOVABLE_STATUSES.includes(reservation.status) && (
                // After a move the details close: what they showed is the room before it.
                <RoomMoveButton
                  stay={{
                    reservationId: reservation.id,
                    roomId: reservation.roomId,
                    roomNumber: reservation.room.number,
                    checkInDate: reservation.checkInDate,
                    checkOutDate: reservation.checkOutDate,
                    numberOfGuests: reservation.numberOfGuests,
                    inHouse: reservation.status === "checked_in",
                  }}
                  onMoved={() => onOpenChange(false)}
                />
              )}
              <Button type="button" onClick={() => onEdit(reservation)}>
                Editar
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
