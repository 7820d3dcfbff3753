import { useEffect } from "react";
import { useForm, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Timer } from "lucide-react";
import { privacySettingsSchema, type PrivacySettings } from "@shared/validators/privacy";
import { SaveButtonRow } from "@/components/save-button-row";
import { WholeNumberInput } from "@/components/whole-number-input";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useUpdatePrivacySettings } from "../api/use-update-privacy-settings";

/** How long the retention keeps document photos and guests without a stay; it runs every night at 04:00. */
export function RetentionSettingsCard({ settings }: { settings: PrivacySettings }) {
  const update = useUpdatePrivacySettings();
  const form = useForm<PrivacySettings>({ resolver: zodResolver(privacySettingsSchema), defaultValues: settings });
  const { reset } = form;
  useEffect(() => reset(settings), [settings, reset]);

  const save = (values: PrivacySettings) =>
    update.mutate(values, {
      onSuccess: () => notifySuccess("Retenção salva com sucesso"),
      onError: (error) => notifyError(error, "Erro ao salvar a retenção", applyServerError(form, error)),
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Timer className="size-5 text-primary" aria-hidden="true" />
          Retenção automática
        </h2>
        <CardDescription>
          Todo dia às 04:00 (horário de Brasília). Hóspedes hospedados, com reserva ou com os dados retidos ficam de
          fora.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="space-y-4" aria-label="Retenção automática">
            <fieldset disabled={update.isPending} className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
              <WholeNumberField
                control={form.control}
                name="documentRetentionDays"
                label="Apagar a foto do documento após (dias)"
                description="Contados do último check-out do hóspede, de 1 a 3650 dias."
              />
              <WholeNumberField
                control={form.control}
                name="inactiveGuestYears"
                label="Anonimizar hóspedes sem hospedagem há (anos)"
                description="Nome reduzido às iniciais e dados pessoais removidos; contas e relatórios não mudam. De 1 a 30 anos."
              />
            </fieldset>
            <SaveButtonRow pending={update.isPending} label="Salvar retenção" />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function WholeNumberField(props: {
  control: Control<PrivacySettings>;
  name: keyof PrivacySettings;
  label: string;
  description: string;
}) {
  return (
    <FormField
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{props.label}</FormLabel>
          <FormControl>
            <WholeNumberInput {...field} />
          </FormControl>
          <FormDescription>{props.description}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
