import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LGPD_ANSWER_DAYS, LGPD_REQUEST_KINDS, LGPD_REQUEST_KIND_LABELS } from "@shared/lgpd";
import { lgpdRequestSchema, type LgpdRequestInput } from "@shared/validators/lgpd";
import { DayField, SelectField } from "@/components/form-fields";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { todayAtPousada } from "@/lib/calendar-date";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAddLgpdRequest } from "../api/use-add-lgpd-request";

const KIND_OPTIONS = LGPD_REQUEST_KINDS.map((kind) => ({ value: kind, label: LGPD_REQUEST_KIND_LABELS[kind] }));

interface LgpdRequestDialogProps {
  guestId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Registrar pedido': what the guest asked and on which day; the deadline follows (15 days). */
export function LgpdRequestDialog({ guestId, open, onOpenChange }: LgpdRequestDialogProps) {
  const add = useAddLgpdRequest(guestId);
  const form = useForm<LgpdRequestInput>({ resolver: zodResolver(lgpdRequestSchema) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ kind: "acesso", requestedOn: todayAtPousada() });
  }, [open, reset]);

  const save = (values: LgpdRequestInput) =>
    add.mutate(values, {
      onSuccess: () => {
        notifySuccess("Pedido registrado");
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Erro ao registrar o pedido", applyServerError(form, error)),
    });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Registrar pedido do titular"
        description={`O prazo para a resposta completa é de ${LGPD_ANSWER_DAYS} dias a partir do pedido.`}
        onSubmit={form.handleSubmit(save)}
        submitLabel="Registrar pedido"
        pending={add.isPending}
      >
        <SelectField
          control={form.control}
          name="kind"
          label="Tipo de pedido"
          placeholder="Escolha"
          options={KIND_OPTIONS}
        />
        <DayField
          control={form.control}
          name="requestedOn"
          label="Data do pedido"
          dateProps={{ calendarLabel: "Abrir calendário da data do pedido", max: todayAtPousada() }}
        />
      </FormDialog>
    </Form>
  );
}
