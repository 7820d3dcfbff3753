import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { retentionHoldSchema } from "@shared/validators/lgpd";
import type { GuestRecord } from "@/api/use-guests";
import { DayField, TextAreaField } from "@/components/form-fields";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { todayAtPousada } from "@/lib/calendar-date";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useRetentionHold } from "../api/use-retention-hold";

/** The form's "until" is "" when left empty: kept until lifted (null). */
const holdFormSchema = retentionHoldSchema.extend({
  until: z.preprocess((value) => (value === "" ? null : value), retentionHoldSchema.shape.until),
});
type HoldForm = z.input<typeof holdFormSchema>;
type Hold = z.output<typeof holdFormSchema>;

interface RetentionHoldDialogProps {
  guest: GuestRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Reter dados': why the guest's data must stay past the retention, and until when (empty: until lifted). */
export function RetentionHoldDialog({ guest, open, onOpenChange }: RetentionHoldDialogProps) {
  const hold = useRetentionHold(guest.id);
  const form = useForm<HoldForm, unknown, Hold>({ resolver: zodResolver(holdFormSchema) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ reason: guest.retentionHoldReason ?? "", until: guest.retentionHoldUntil ?? "" });
  }, [open, reset, guest.retentionHoldReason, guest.retentionHoldUntil]);

  const save = (values: Hold) =>
    hold.mutate(values, {
      onSuccess: () => {
        notifySuccess("Retenção registrada");
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Erro ao reter os dados", applyServerError(form, error)),
    });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Reter os dados do hóspede"
        description="Enquanto valer, nem a retenção automática nem a anonimização removem os dados ou a foto do documento."
        onSubmit={form.handleSubmit(save)}
        submitLabel="Reter dados"
        pending={hold.isPending}
      >
        <TextAreaField
          control={form.control}
          name="reason"
          label="Motivo"
          description="Por exemplo: processo judicial, pedido da polícia."
          textareaProps={{ rows: 2, maxLength: 300 }}
        />
        <DayField
          control={form.control}
          name="until"
          label="Reter até (opcional)"
          description="Vazio: até alguém liberar."
          dateProps={{ calendarLabel: "Abrir calendário da data final", min: todayAtPousada() }}
        />
      </FormDialog>
    </Form>
  );
}
