import { useEffect } from "react";
import { useForm, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SlidersHorizontal } from "lucide-react";
import { TIME_ZONE_IDS } from "@shared/pousada-time";
import { TIME_ZONE_LABELS } from "@shared/time-zone-labels";
import { geralSchema, type Geral } from "@shared/validators/settings";
import { LoadError } from "@/components/load-error";
import { SaveButtonRow } from "@/components/save-button-row";
import { WholeNumberInput } from "@/components/whole-number-input";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useGeral } from "../api/use-geral";
import { useUpdateGeral } from "../api/use-update-geral";

// Typed as HH:mm, not the browser's own time field, which follows the browser's language (02:00 PM in English).
const HOUR_INPUT = { type: "text", inputMode: "numeric", maxLength: 5, autoComplete: "off" } as const;

const CURRENCY_OPTIONS = [
  { value: "BRL", label: "Real (R$)", soon: false },
  { value: "USD", label: "Dólar (US$) — em breve", soon: true },
  { value: "EUR", label: "Euro (€) — em breve", soon: true },
];
const LANGUAGE_OPTIONS = [
  { value: "pt-BR", label: "Português (Brasil)", soon: false },
  { value: "en-US", label: "English (US) — em breve", soon: true },
  { value: "es-ES", label: "Español — em breve", soon: true },
];
const TIME_ZONE_OPTIONS = TIME_ZONE_IDS.map((zone) => ({ value: zone, label: TIME_ZONE_LABELS[zone], soon: false }));

/**
 * Configurações > Geral: notifications, check-in flag, currency, language, the pousada's time zone and hours, and how
 * long a guest credit lasts. Staff read it.
 */
export function GeneralSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { data: geral, isLoading, error, refetch, isFetching } = useGeral();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <SlidersHorizontal className="size-5 text-primary" aria-hidden="true" />
          Preferências
        </h2>
        <CardDescription>
          {canEdit ? "Valem para todos os usuários do Hospeda." : "Somente o proprietário altera estas preferências."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Carregando as preferências">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : error || !geral ? (
          <LoadError what="as preferências" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <GeneralForm geral={geral} canEdit={canEdit} />
        )}
      </CardContent>
    </Card>
  );
}

function GeneralForm({ geral, canEdit }: { geral: Geral; canEdit: boolean }) {
  const update = useUpdateGeral();
  const form = useForm<Geral>({ resolver: zodResolver(geralSchema), defaultValues: geral });
  const { reset } = form;
  useEffect(() => reset(geral), [geral, reset]);

  const onSubmit = (values: Geral) =>
    update.mutate(values, {
      onSuccess: () => notifySuccess("Preferências salvas com sucesso"),
      onError: (error) => notifyError(error, "Erro ao salvar preferências", applyServerError(form, error)),
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label="Preferências">
        <fieldset disabled={!canEdit || update.isPending} className="space-y-6">
          <div className="divide-y rounded-md border">
            <SwitchRow
              control={form.control}
              name="emailNotifications"
              label="Notificações por e-mail"
              description="Preferência guardada para os avisos por e-mail, que chegam em breve."
              disabled={!canEdit}
            />
            <SwitchRow
              control={form.control}
              name="autoCheckIn"
              label="Check-in automático"
              description="Preferência guardada para o check-in automático, que chega em breve."
              disabled={!canEdit}
            />
            <SwitchRow
              control={form.control}
              name="dailyBackup"
              label="Backup automático diário"
              description={`Todo dia às 03:00 (horário de Brasília), na pasta de dados do servidor; ficam os ${geral.dailyBackupsKept} mais recentes.`}
              disabled={!canEdit}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
            <ChoiceField
              control={form.control}
              name="currency"
              label="Moeda"
              options={CURRENCY_OPTIONS}
              disabled={!canEdit}
            />
            <ChoiceField
              control={form.control}
              name="language"
              label="Idioma"
              options={LANGUAGE_OPTIONS}
              disabled={!canEdit}
            />
            <ChoiceField
              control={form.control}
              name="timeZone"
              label="Fuso horário"
              options={TIME_ZONE_OPTIONS}
              description="Define o “hoje” da pousada: recepção, caixa, relatórios e horários impressos."
              disabled={!canEdit}
              wide
            />
            <FormField
              control={form.control}
              name="checkInTime"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Horário de check-in</FormLabel>
                  <FormControl>
                    <Input {...HOUR_INPUT} placeholder="14:00" {...field} />
                  </FormControl>
                  <FormDescription>A partir de quando o hóspede entra.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="checkOutTime"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Horário de check-out</FormLabel>
                  <FormControl>
                    <Input {...HOUR_INPUT} placeholder="12:00" {...field} />
                  </FormControl>
                  <FormDescription>Depois dele, no dia da saída, o hóspede aparece como Atrasado.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FigureRow
              control={form.control}
              name="creditValidityMonths"
              label="Validade do crédito do hóspede (meses)"
              description="Por quanto tempo vale o crédito de uma reserva cancelada, de 1 a 60 meses."
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
            {FIGURES.map((figure) => (
              <FigureRow key={figure.name} control={form.control} {...figure} />
            ))}
          </div>
          <FormField
            control={form.control}
            name="precheckinMessage"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Mensagem do pré-check-in FNRH (WhatsApp)</FormLabel>
                <FormControl>
                  <Textarea rows={4} maxLength={1000} {...field} />
                </FormControl>
                <FormDescription>
                  Enviada com o link oficial da ficha. Use {"{nome}"} (hóspede), {"{pousada}"}, {"{checkin}"} (data de
                  chegada) e {"{link}"} (obrigatório).
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </fieldset>
        {canEdit && <SaveButtonRow pending={update.isPending} label="Salvar preferências" />}
      </form>
    </Form>
  );
}

/** Geral's figures: the staff's discount limit (docs/product.md §7.6), the card fees and settlement days (§10.4). */
const FIGURES: Array<{ name: NumberName | FeeName; label: string; description: string }> = [
  {
    name: "staffDiscountLimitPercent",
    label: "Desconto máximo de funcionários (%)",
    description: "Acima dele, só o proprietário dá desconto no total de uma reserva.",
  },
  {
    name: "cardFeeDebitPercent",
    label: "Taxa do cartão de débito (%)",
    description: "Lançada como despesa “Taxa de cartão” em cada pagamento no débito.",
  },
  {
    name: "cardFeeCreditPercent",
    label: "Taxa do cartão de crédito (%)",
    description: "Lançada como despesa “Taxa de cartão” em cada pagamento no crédito.",
  },
  {
    name: "debitSettlementDays",
    label: "Recebimento do débito (dias)",
    description: "Em quantos dias a maquininha deposita um pagamento no débito (D+1).",
  },
  {
    name: "creditSettlementDays",
    label: "Recebimento do crédito (dias)",
    description: "Em quantos dias a maquininha deposita um pagamento no crédito (D+30).",
  },
];

type NumberName = "staffDiscountLimitPercent" | "debitSettlementDays" | "creditSettlementDays" | "creditValidityMonths";
type FeeName = "cardFeeDebitPercent" | "cardFeeCreditPercent";

/**
 * A figure of Geral: a whole number (the staff's discount limit, the card settlement days, the credit's validity) or a card fee in % typed
 * with a comma ("1,99"), booked as a despesa 'Taxa de cartão' with each card payment.
 */
function FigureRow(props: { control: Control<Geral>; name: NumberName | FeeName; label: string; description: string }) {
  const whole = !props.name.startsWith("cardFee");
  return (
    <FormField
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{props.label}</FormLabel>
          <FormControl>
            {whole ? (
              <WholeNumberInput min={0} {...field} />
            ) : (
              <Input inputMode="decimal" autoComplete="off" placeholder="0,00" {...field} />
            )}
          </FormControl>
          <FormDescription>{props.description}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function SwitchRow(props: {
  control: Control<Geral>;
  name: "emailNotifications" | "autoCheckIn" | "dailyBackup";
  label: string;
  description: string;
  disabled: boolean;
}) {
  return (
    <FormField
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <FormItem className="flex items-center justify-between gap-4 p-4">
          <div className="space-y-1">
            <FormLabel>{props.label}</FormLabel>
            <FormDescription>{props.description}</FormDescription>
          </div>
          <FormControl>
            <Switch checked={field.value} onCheckedChange={field.onChange} disabled={props.disabled} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}

function ChoiceField(props: {
  control: Control<Geral>;
  name: "currency" | "language" | "timeZone";
  label: string;
  options: Array<{ value: string; label: string; soon: boolean }>;
  description?: string;
  disabled: boolean;
  /** Takes the whole row of the grid (long labels). */
  wide?: boolean;
}) {
  return (
    <FormField
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <FormItem className={props.wide ? "sm:col-span-2" : undefined}>
          <FormLabel>{props.label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange} disabled={props.disabled}>
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            {/* A long label wraps inside the screen rather than running past a phone's edge. */}
            <SelectContent className="max-w-[calc(100vw-2rem)]">
              {props.options.map((option) => (
                <SelectItem key={option.value} value={option.value} disabled={option.soon}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {props.description && <FormDescription>{props.description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
