import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useLastPresent } from "@/hooks/use-last-present";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { ActiveStay } from "../api/stay-records";
import { CheckOutButton } from "./check-out-button";
import { StayFacts } from "./stay-facts";
import { StayFolioSection } from "./stay-folio-section";

interface StayDetailsDialogProps {
  stay: ActiveStay | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Ver Detalhes': the stay's folio, and its check-out (a guest may leave before the planned day). */
export function StayDetailsDialog({ stay: selected, onOpenChange }: StayDetailsDialogProps) {
  const stay = useLastPresent(selected);
  return (
    <Dialog open={selected !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {stay && (
          <>
            <DialogHeader>
              <DialogTitle>Hospedagem de {guestFullName(stay.guest)}</DialogTitle>
              <DialogDescription>
                Quarto {stay.room.number} · {formatDate(stay.reservation.checkInDate)} a{" "}
                {formatDate(stay.reservation.checkOutDate)}
              </DialogDescription>
            </DialogHeader>
            <StayFacts stay={stay} />
            {/* Only while open: the folio is read afresh at each opening. */}
            {selected && <StayFolioSection stayId={stay.id} />}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Fechar
              </Button>
              <CheckOutButton key={stay.id} stayId={stay.id} onDone={() => onOpenChange(false)} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
