import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CHANNEL_LABELS, CHANNELS } from "@shared/channels";
import { insertCalendarFeedSchema } from "@shared/validators/channels";
import { FormDialog } from "@/components/form-dialog";
import { SelectField, SwitchField } from "@/components/form-fields";
import { TextField } from "@/components/text-fields";
import { Form } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFeedWrites } from "../api/use-feed-writes";

type FeedForm = z.input<typeof insertCalendarFeedSchema>;
const EMPTY: FeedForm = { name: "", url: "", channel: "airbnb", importUnavailable: true };

/** 'Adicionar calendário': the channel's calendar URL for this room, with a name the owner recognises. */
export function AddFeedDialog({
  roomId,
  roomNumber,
  open,
  onOpenChange,
}: {
  roomId: string;
  roomNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { add } = useFeedWrites(roomId);
  const form = useForm<FeedForm, unknown, z.output<typeof insertCalendarFeedSchema>>({
    resolver: zodResolver(insertCalendarFeedSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const save = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notifySuccess("Calendário adicionado. Use 'Sincronizar agora' para ler as datas.");
        onOpenChange(false);
      },
      onError: (error) => {
        const reason = applyServerError(form, error);
        notifyError(error, "Erro", reason ?? "Não foi possível adicionar o calendário");
      },
    }),
  );

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Adicionar calendário ao quarto ${roomNumber}`}
        description="Cole o endereço iCal (.ics) que o canal dá para este quarto."
        onSubmit={(event) => void save(event)}
        submitLabel="Adicionar"
        pending={add.isPending}
        pendingLabel="Adicionando..."
      >
        <div className="grid gap-4">
          <TextField control={form.control} name="name" label="Nome" inputProps={{ placeholder: "Airbnb - Suíte" }} />
          <SelectField
            control={form.control}
            name="channel"
            label="Canal"
            placeholder="Selecione o canal"
            options={CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
          />
          <TextField
            control={form.control}
            name="url"
            label="Endereço do calendário"
            inputProps={{
              placeholder: "https://www.airbnb.com/calendar/ical/...",
              inputMode: "url",
              autoComplete: "off",
            }}
          />
          <SwitchField
            control={form.control}
            name="importUnavailable"
            label="Importar '(Not available)'"
            description="Datas que o canal fechou (não são reservas) também bloqueiam o quarto aqui."
          />
        </div>
      </FormDialog>
    </Form>
  );
}
