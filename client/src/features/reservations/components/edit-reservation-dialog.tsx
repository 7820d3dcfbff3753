import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReservationDetails } from "@shared/api/reservations";
import { estimateStayTotal, isLiveStatus } from "@shared/reservations";
import { type InsertReservation, type ReservationFormInput } from "@shared/validators/reservations";
import { FolioPanel } from "@/components/folio/folio-panel";
import { FormDialog } from "@/components/form-dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLastPresent } from "@/hooks/use-last-present";
import { applyServerError } from "@/lib/form-errors";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useReservation } from "../api/use-reservation";
import type { ReservationRecord } from "../api/use-reservations";
import { useUpdateReservation } from "../api/use-update-reservation";
import { reservationToFormValues, toUpdateBody } from "../lib/reservation-form-values";
import { reservationFormSchema } from "../lib/reservation-form-schema";
import { editDialogStatusLabel } from "../lib/reservation-status";
import { ReservationFields } from "./reservation-fields";
import { ReservationStatusOptions } from "./reservation-status-options";
import { SelectedGuest } from "./selected-guest";

interface EditReservationDialogProps {
  /** The reservation to edit; null closes the dialog. */
  reservation: ReservationRecord | null;
  onOpenChange: (open: boolean) => void;
}

export function EditReservationDialog({ reservation: selected, onOpenChange }: EditReservationDialogProps) {
  const updateReservation = useUpdateReservation();
  // Kept while the dialog animates out, so its text does not vanish mid-way.
  const reservation = useLastPresent(selected);
  const [followEstimate, setFollowEstimate] = useState(false);
  const form = useForm<ReservationFormInput, unknown, InsertReservation>({
    resolver: zodResolver(reservationFormSchema),
  });
  const { reset, control } = form;
  // The reservation in full: the nights it was sold with (the list's record does not carry them).
  const details = useReservation(selected?.id ?? null).data as unknown as ReservationDetails | undefined;

  // Filled when a reservation is opened, not when the list refetches behind the open dialog.
  const openedId = selected?.id;
  const selectedRef = useRef(selected);
  selectedRef.current = selected; // eslint-disable-line react-hooks/refs -- the latest value, for the effect below
  useEffect(() => {
    const opened = selectedRef.current;
    if (!opened) return;
    reset(reservationToFormValues(opened));
    // A stored total equal to its quote (nights x price before the quote) follows a new stay; a discounted one stays
    // as it was typed.
    const listed =
      opened.quotedTotal ?? estimateStayTotal(opened.checkInDate, opened.checkOutDate, opened.room.pricePerNight);
    setFollowEstimate(listed === opened.totalAmount);
  }, [openedId, reset]);

  const onSubmit = (values: InsertReservation) => {
    if (!selected) return;
    updateReservation.mutate(
      { id: selected.id, changes: toUpdateBody(values) },
      {
        onSuccess: () => {
          notifySuccess("Reserva atualizada com sucesso");
          onOpenChange(false);
        },
        // A refused move ('status') or a double booking ('roomId') also sits under its field.
        onError: (error) => notifyError(error, "Erro ao atualizar reserva", applyServerError(form, error)),
      },
    );
  };

  const guest = reservation?.guest;
  return (
    <Form {...form}>
      <FormDialog
        open={selected !== null}
        onOpenChange={onOpenChange}
        title="Editar Reserva"
        description="Altere o quarto, as datas, o valor ou o status da reserva."
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel="Atualizar Reserva"
        pending={updateReservation.isPending}
        pendingLabel="Atualizando..."
        size="lg"
        // No field takes the focus on opening: on a phone that would pop the keyboard over the reservation.
        autoFocus={false}
      >
        {reservation && (
          <>
            <SelectedGuest name={guest ? guestFullName(guest) : "Hóspede não encontrado"} phone={guest?.phone ?? ""} />
            <ReservationFields
              form={form}
              editing={{
                id: reservation.id,
                room: reservation.room,
                sold: details?.id === reservation.id ? details : undefined,
              }}
              followEstimate={followEstimate}
              onFollowEstimateChange={setFollowEstimate}
            />
            <FormField
              control={control}
              name="status"
              render={({ field }) => (
                <FormItem className="content-start sm:max-w-xs">
                  <FormLabel>Status</FormLabel>
                  <Select value={String(field.value ?? "")} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger ref={field.ref} className="w-full">
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      <ReservationStatusOptions current={reservation.status} label={editDialogStatusLabel} />
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            {/* The bill in short (totals, 'Registrar Pagamento', 'Imprimir extrato'); the lines are in 'Ver'. */}
            {selected && (
              <div className="rounded-lg border p-4">
                <FolioPanel reservationId={reservation.id} compact canPay={isLiveStatus(reservation.status)} />
              </div>
            )}
          </>
        )}
      </FormDialog>
    </Form>
  );
}
