import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CONSENT_CHANNEL_LABELS, type ConsentChannel } from "@shared/lgpd";
import { consentSchema, type ConsentInput } from "@shared/validators/lgpd";
import { FormDialog } from "@/components/form-dialog";
import { TextField } from "@/components/text-fields";
import { Form } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSetGuestConsent } from "../api/use-set-guest-consent";

interface ConsentDialogProps {
  guestId: string;
  /** The channel and whether the guest gives (true) or withdraws (false) consent; null: closed. */
  change: { channel: ConsentChannel; granted: boolean } | null;
  onClose: () => void;
}

/** A consent given or withdrawn, with how the guest said so (the date is the server's). */
export function ConsentDialog({ guestId, change, onClose }: ConsentDialogProps) {
  const save = useSetGuestConsent(guestId);
  const form = useForm<ConsentInput>({ resolver: zodResolver(consentSchema) });
  const { reset } = form;
  useEffect(() => {
    if (change) reset({ ...change, source: "Balcão" });
  }, [change, reset]);
  const label = change ? CONSENT_CHANNEL_LABELS[change.channel] : "";

  const submit = (values: ConsentInput) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(values.granted ? "Consentimento registrado" : "Consentimento retirado");
        onClose();
      },
      onError: (error) => notifyError(error, "Erro ao salvar o consentimento", applyServerError(form, error)),
    });

  return (
    <Form {...form}>
      <FormDialog
        open={change !== null}
        onOpenChange={(open) => !open && onClose()}
        title={change?.granted ? `Registrar consentimento por ${label}` : `Retirar consentimento por ${label}`}
        description={
          change?.granted
            ? `O hóspede aceita receber ofertas e novidades por ${label}. Mensagens sobre a estadia não precisam de consentimento.`
            : `O hóspede deixa de receber ofertas por ${label}; mensagens sobre a estadia continuam.`
        }
        onSubmit={form.handleSubmit(submit)}
        submitLabel={change?.granted ? "Registrar" : "Retirar"}
        pending={save.isPending}
      >
        <TextField
          control={form.control}
          name="source"
          label="Origem"
          description="Como o hóspede informou: balcão, telefone, formulário..."
          inputProps={{ maxLength: 100, autoComplete: "off" }}
        />
      </FormDialog>
    </Form>
  );
}
