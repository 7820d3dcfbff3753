import { useState } from "react";
import { Users } from "lucide-react";
import { StayGuestsEditor } from "@/components/stay-guests/stay-guests-editor";
import { Button, type ButtonProps } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { guestFullName } from "@/lib/guest-name";
import type { PendingCheckIn } from "../api/stay-records";
import { useFicha } from "../api/use-fnrh";
import { fichaBlock } from "../lib/ficha-block";
import { CheckInButton } from "./check-in-button";
import { FnrhFichaPanel } from "./fnrh-ficha-panel";

interface CheckInActionsProps {
  reservation: PendingCheckIn;
  size?: ButtonProps["size"];
  /** The classes of each of the two buttons. */
  className?: string;
}

/**
 * A pending check-in's two actions: 'Hóspedes' (who arrives with the main guest, and the FNRH's ficha) and 'Fazer
 * Check-in', which checks in at once unless the ficha asks for something: then it opens the same dialog.
 */
export function CheckInActions({ reservation, size, className }: CheckInActionsProps) {
  const [open, setOpen] = useState(false);
  const name = guestFullName(reservation.guest);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size={size}
        className={className}
        onClick={() => setOpen(true)}
        aria-label={`Hóspedes da reserva de ${name}`}
      >
        <Users aria-hidden="true" />
        Hóspedes
      </Button>
      <CheckInButton reservation={reservation} size={size} className={className} onNeedsFicha={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Hóspedes de {name}</DialogTitle>
            <DialogDescription>
              Quarto {reservation.room.number} · {reservation.numberOfGuests}{" "}
              {reservation.numberOfGuests === 1 ? "hóspede" : "hóspedes"}
            </DialogDescription>
          </DialogHeader>
          {open && (
            <>
              <StayGuestsEditor
                reservationId={reservation.id}
                numberOfGuests={reservation.numberOfGuests}
                checkInDate={reservation.checkInDate}
              />
              <FnrhFichaPanel reservationId={reservation.id} />
            </>
          )}
          <DialogFooter className="flex-row gap-2">
            <Button type="button" variant="outline" className="flex-1 sm:flex-none" onClick={() => setOpen(false)}>
              Fechar
            </Button>
            {open && <DialogCheckIn reservation={reservation} />}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The dialog's 'Fazer Check-in': disabled, with the panel's reason, while the ficha blocks it. */
function DialogCheckIn({ reservation }: { reservation: PendingCheckIn }) {
  const { data: ficha, isLoading } = useFicha(reservation.id);
  const reason = isLoading ? "Lendo a ficha da FNRH..." : ficha ? fichaBlock(ficha).blocked : null;
  return <CheckInButton reservation={reservation} className="flex-1 sm:flex-none" blockedReason={reason} />;
}
