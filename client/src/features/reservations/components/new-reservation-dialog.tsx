import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { insertReservationSchema, type InsertReservation, type ReservationFormInput } from "@shared/schema";
import type { GuestRecord } from "@/api/use-guests";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateReservation } from "../api/use-create-reservation";
import { newReservationForm } from "../lib/reservation-form-values";
import { reservationRefusal } from "../lib/reservation-save-error";
import { GuestPicker } from "./guest-picker";
import { InlineGuestForm } from "./inline-guest-form";
import { ReservationFields } from "./reservation-fields";
import { SelectedGuest } from "./selected-guest";

/** Where a new booking starts: a map cell gives its room and day. */
export interface NewReservationStart {
  roomId?: string;
  checkInDate?: string;
}

interface NewReservationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start?: NewReservationStart;
}

export function NewReservationDialog({ open, onOpenChange, start }: NewReservationDialogProps) {
  const createReservation = useCreateReservation();
  const [guest, setGuest] = useState<GuestRecord | null>(null);
  const [creatingGuest, setCreatingGuest] = useState(false);
  const [followEstimate, setFollowEstimate] = useState(true);
  const form = useForm<ReservationFormInput, unknown, InsertReservation>({
    resolver: zodResolver(insertReservationSchema),
    defaultValues: newReservationForm(start),
  });
  const { reset, setValue, setError } = form;

  // Every opening starts clean (SPEC: after a booking, or a cancel, nothing of the last one remains).
  useEffect(() => {
    if (!open) return;
    reset(newReservationForm(start));
    setGuest(null);
    setCreatingGuest(false);
    setFollowEstimate(true);
  }, [open, start, reset]);

  const pickGuest = (picked: GuestRecord | null) => {
    setGuest(picked);
    setCreatingGuest(false);
    setValue("guestId", picked?.id ?? "");
  };

  const onSubmit = (values: InsertReservation) =>
    createReservation.mutate(values, {
      onSuccess: () => {
        notifySuccess("Reserva criada com sucesso");
        onOpenChange(false);
      },
      onError: (error) => {
        const { message, field } = reservationRefusal(error);
        if (field === "roomId" || field === "checkOutDate" || field === "numberOfGuests") {
          setError(field, { message: message ?? undefined });
        }
        notifyError(error, "Erro", message ? `Erro ao criar reserva: ${message}` : "Erro ao criar reserva");
      },
    });

  // Without a guest the form is not even validated: SPEC's own message says what is missing.
  const submit = (event: React.FormEvent) => {
    if (!guest) {
      event.preventDefault();
      toast({ variant: "destructive", title: "Erro", description: "Selecione um hóspede para continuar" });
      return;
    }
    void form.handleSubmit(onSubmit)(event);
  };

  const pending = createReservation.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !pending && onOpenChange(false))}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Nova Reserva</DialogTitle>
          <DialogDescription>Escolha o hóspede, depois o quarto e as datas.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="min-w-0 space-y-6">
            <section className="space-y-3" aria-labelledby="new-reservation-guest">
              <h3 id="new-reservation-guest" className="text-sm font-semibold">
                1. Hóspede
              </h3>
              {guest ? (
                <SelectedGuest name={guestFullName(guest)} phone={guest.phone} onChange={() => pickGuest(null)} />
              ) : creatingGuest ? (
                <InlineGuestForm onCreated={pickGuest} onCancel={() => setCreatingGuest(false)} />
              ) : (
                <GuestPicker onPick={pickGuest} onCreateNew={() => setCreatingGuest(true)} />
              )}
            </section>
            <section className="space-y-3" aria-labelledby="new-reservation-stay">
              <h3 id="new-reservation-stay" className="text-sm font-semibold">
                2. Reserva
              </h3>
              <ReservationFields form={form} followEstimate={followEstimate} onFollowEstimateChange={setFollowEstimate} />
            </section>
            <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={pending || creatingGuest}>
                {pending ? "Criando..." : "Criar Reserva"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
