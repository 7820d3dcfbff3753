import { useEffect, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { type InsertReservation, type ReservationFormInput } from "@shared/validators/reservations";
import type { GuestRecord } from "@/api/use-guests";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { applyServerError } from "@/lib/form-errors";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateReservation } from "../api/use-create-reservation";
import { newReservationForm } from "../lib/reservation-form-values";
import { reservationFormSchema } from "../lib/reservation-form-schema";
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
    resolver: zodResolver(reservationFormSchema),
    defaultValues: newReservationForm(start),
  });
  const { reset, setValue } = form;

  // Every opening starts clean (docs/product.md §5.4.3: after a booking, or a cancel, nothing of the last one remains).
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
      // A double booking ('Quarto já reservado neste período') also marks the room.
      onError: (error) => {
        const reason = applyServerError(form, error);
        notifyError(error, "Erro", reason ? `Erro ao criar reserva: ${reason}` : "Erro ao criar reserva");
      },
    });

  // Without a guest the form is not even validated: the product's own message says what is missing.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!guest) {
      event.preventDefault();
      toast({ variant: "destructive", title: "Erro", description: "Selecione um hóspede para continuar" });
      return;
    }
    void form.handleSubmit(onSubmit)(event);
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Nova Reserva"
        description="Escolha o hóspede, depois o quarto e as datas."
        onSubmit={submit}
        submitLabel="Criar Reserva"
        pending={createReservation.isPending}
        pendingLabel="Criando..."
        submitDisabled={creatingGuest}
        size="lg"
      >
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
      </FormDialog>
    </Form>
  );
}
