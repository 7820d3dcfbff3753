import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { estimateStayTotal } from "@shared/reservations";
import { insertReservationSchema, type InsertReservation, type ReservationFormInput } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLastPresent } from "@/hooks/use-last-present";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { ReservationRecord } from "../api/use-reservations";
import { useUpdateReservation } from "../api/use-update-reservation";
import { reservationToFormValues, toUpdateBody } from "../lib/reservation-form-values";
import { reservationRefusal } from "../lib/reservation-save-error";
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
    resolver: zodResolver(insertReservationSchema),
  });
  const { reset, setError, control } = form;

  // Filled when a reservation is opened, not when the list refetches behind the open dialog.
  const openedId = selected?.id;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  useEffect(() => {
    const opened = selectedRef.current;
    if (!opened) return;
    reset(reservationToFormValues(opened));
    // A stored total equal to the estimate follows new dates; a discounted one stays as it was typed.
    const estimate = estimateStayTotal(opened.checkInDate, opened.checkOutDate, opened.room.pricePerNight);
    setFollowEstimate(estimate === opened.totalAmount);
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
        onError: (error) => {
          const { message, field } = reservationRefusal(error);
          if (field === "roomId" || field === "status" || field === "checkOutDate") {
            setError(field, { message: message ?? undefined });
          }
          notifyError(error, "Erro ao atualizar reserva", message ?? undefined);
        },
      },
    );
  };

  const pending = updateReservation.isPending;
  const guest = reservation?.guest;
  return (
    <Dialog open={selected !== null} onOpenChange={(open) => !open && !pending && onOpenChange(false)}>
      {/* No field takes the focus on opening: on a phone that would pop the keyboard over the reservation. */}
      <DialogContent className="sm:max-w-2xl" onOpenAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Editar Reserva</DialogTitle>
          <DialogDescription>Altere o quarto, as datas, o valor ou o status da reserva.</DialogDescription>
        </DialogHeader>
        {reservation && (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="min-w-0 space-y-6">
              <SelectedGuest name={guest ? guestFullName(guest) : "Hóspede não encontrado"} phone={guest?.phone ?? ""} />
              <ReservationFields
                form={form}
                editing={{ id: reservation.id, room: reservation.room }}
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
              <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4">
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? "Atualizando..." : "Atualizar Reserva"}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
