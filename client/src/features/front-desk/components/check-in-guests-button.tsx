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
import { CheckInButton } from "./check-in-button";

interface CheckInGuestsButtonProps {
  reservation: PendingCheckIn;
  size?: ButtonProps["size"];
  className?: string;
}

/** 'Hóspedes' of a pending check-in: who arrives with the main guest, recorded before (or while) checking in. */
export function CheckInGuestsButton({ reservation, size, className }: CheckInGuestsButtonProps) {
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
            <StayGuestsEditor
              reservationId={reservation.id}
              numberOfGuests={reservation.numberOfGuests}
              checkInDate={reservation.checkInDate}
            />
          )}
          <DialogFooter className="flex-row gap-2">
            <Button type="button" variant="outline" className="flex-1 sm:flex-none" onClick={() => setOpen(false)}>
              Fechar
            </Button>
            <CheckInButton reservation={reservation} className="flex-1 sm:flex-none" />
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
