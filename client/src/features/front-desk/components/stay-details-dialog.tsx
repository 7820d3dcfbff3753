import { ChargeConsumptionButton } from "@/components/consumption/charge-consumption-button";
import { FolioConsumptionAction } from "@/components/consumption/folio-consumption-action";
import { FolioPanel } from "@/components/folio/folio-panel";
import { RoomMoveButton } from "@/components/room-move/room-move-button";
import { StayGuestsEditor } from "@/components/stay-guests/stay-guests-editor";
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
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { ActiveStay } from "../api/stay-records";
import { CheckOutButton } from "./check-out-button";
import { FnrhStaySection } from "./fnrh-state";
import { StayFacts } from "./stay-facts";

interface StayDetailsDialogProps {
  stay: ActiveStay | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Ver Detalhes': the stay's folio, its room move and its check-out (a guest may leave before the planned day). The facts and the
 * folio scroll; the footer stays pinned under them, so 'Fazer Check-out' is in reach without scrolling, on a phone too.
 */
export function StayDetailsDialog({ stay: selected, onOpenChange }: StayDetailsDialogProps) {
  const stay = useLastPresent(selected);
  return (
    <Dialog open={selected !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[90dvh] flex-col gap-0 overflow-hidden p-0 sm:max-w-lg">
        {stay && (
          <>
            <DialogHeader className="shrink-0 px-6 pt-6 pb-4">
              <DialogTitle>Hospedagem de {guestFullName(stay.guest)}</DialogTitle>
              <DialogDescription>
                Quarto {stay.room.number} · {formatDate(stay.reservation.checkInDate)} a{" "}
                {formatDate(stay.reservation.checkOutDate)}
              </DialogDescription>
            </DialogHeader>
            <div data-slot="stay-details-body" className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 pb-6">
              <StayFacts stay={stay} />
              {selected && <FnrhStaySection stayId={stay.id} label={guestFullName(stay.guest)} />}
              <RoomMoveButton
                size="sm"
                stay={{
                  reservationId: stay.reservationId,
                  roomId: stay.roomId,
                  roomNumber: stay.room.number,
                  checkInDate: stay.reservation.checkInDate,
                  checkOutDate: stay.reservation.checkOutDate,
                  numberOfGuests: stay.reservation.numberOfGuests,
                  inHouse: true,
                }}
                onMoved={() => onOpenChange(false)}
              />
              {selected && (
                <StayGuestsEditor
                  reservationId={stay.reservationId}
                  numberOfGuests={stay.reservation.numberOfGuests}
                  checkInDate={stay.reservation.checkInDate}
                />
              )}
              {/* Only while open: the folio is read afresh at each opening. */}
              {selected && (
                <FolioPanel
                  reservationId={stay.reservationId}
                  actions={
                    <ChargeConsumptionButton
                      reservationId={stay.reservationId}
                      stayLabel={`Quarto ${stay.room.number} · ${guestFullName(stay.guest)}`}
                    />
                  }
                  lineAction={(line) => <FolioConsumptionAction reservationId={stay.reservationId} line={line} />}
                />
              )}
            </div>
            <DialogFooter className="shrink-0 flex-row gap-2 border-t bg-background px-6 py-4">
              <Button
                type="button"
                variant="outline"
                onClick={() => onOpenChange(false)}
                className="flex-1 sm:flex-none"
              >
                Fechar
              </Button>
              <CheckOutButton
                key={stay.id}
                stayId={stay.id}
                reservationId={stay.reservationId}
                // Leaving before the booked day: the button offers to end the stay today (docs/product.md §8.2).
                earlyUntil={!stay.departsToday && !stay.late ? stay.reservation.checkOutDate : undefined}
                onDone={() => onOpenChange(false)}
                className="flex-1 sm:flex-none"
              />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
