import { useEffect, useMemo, useRef, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { PaymentView } from "@shared/api";
import { insertPaymentSchema, type InsertPayment } from "@shared/validators/payments";
import { FormDialog } from "@/components/form-dialog";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { useContasBancarias } from "@/api/use-contas-bancarias";
import { useCreatePayment } from "@/api/use-create-payment";
import { useFolio } from "@/api/use-folio";
import { useGuestCredits } from "@/api/use-guest-credits";
import type { PixCodeRequest } from "@/api/use-pix-code";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { amountInputOf, formatReais, signedCentavos } from "@shared/money";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { ChosenStay } from "./chosen-stay";
import { DepositPixOffer } from "./deposit-pix-offer";
import { PaymentFields, type PaymentFormValues } from "./payment-fields";
import { PixCodePanel } from "./pix-code-panel";
import { StayPicker } from "./stay-picker";

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stay chosen beforehand (a folio's 'Registrar Pagamento'); without it the clerk searches for one. */
  reservationId?: string | null;
  onRecorded?: (payment: PaymentView) => void;
}

const EMPTY: PaymentFormValues = {
  reservationId: "",
  amount: "",
  method: undefined as unknown as PaymentFormValues["method"],
  contaBancariaId: "",
  description: "",
};

const amountField = insertPaymentSchema.shape.amount;

/**
 * 'Registrar Pagamento': a payment of a stay's bill into one account. The amount starts at what is still due; for
 * PIX the dialog shows the static QR code and copy-and-paste code of that amount, and the clerk records the payment
 * once the money is in (there is no bank integration). Opened from the dashboard, /payments, the front desk and the
 * reservation dialogs.
 */
export function PaymentDialog({ open, onOpenChange, reservationId: preset = null, onRecorded }: PaymentDialogProps) {
  const createPayment = useCreatePayment();
  const form = useForm<PaymentFormValues, unknown, InsertPayment>({
    resolver: zodResolver(insertPaymentSchema),
    defaultValues: EMPTY,
  });
  const { reset, setValue, control, getValues } = form;

  useEffect(() => {
    if (open) reset({ ...EMPTY, reservationId: preset ?? "" });
  }, [open, preset, reset]);

  const [reservationId, method, contaBancariaId, amount] = useWatch({
    control,
    name: ["reservationId", "method", "contaBancariaId", "amount"],
  });
  const chosen = open && reservationId ? reservationId : null;
  const folio = useFolio(chosen);

  // The amount starts at the balance due, once per stay chosen, unless the clerk already typed one.
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) prefilledFor.current = null;
  }, [open]);
  useEffect(() => {
    const bill = folio.data;
    if (!bill || bill.reservationId !== chosen || prefilledFor.current === chosen) return;
    prefilledFor.current = chosen;
    const due = signedCentavos(bill.balance);
    if (String(getValues("amount") ?? "").trim() === "" && due !== null && due > 0) {
      setValue("amount", amountInputOf(due));
    }
  }, [folio.data, chosen, getValues, setValue]);
  // Another stay: its own balance comes in place of the amount of the previous one.
  const changeStay = () => {
    setValue("reservationId", "");
    setValue("amount", "");
  };

  const credits = useGuestCredits(folio.data?.reservationId === chosen ? folio.data?.guest.id : null);
  const creditCentavos = signedCentavos(credits.data?.available) ?? 0;
  const creditAvailable = creditCentavos > 0 ? formatReais(creditCentavos) : null;
  const withCredit = method === "guest_credit";
  useEffect(() => {
    if (withCredit) setValue("contaBancariaId", undefined);
  }, [withCredit, setValue]);

  const contasQuery = useContasBancarias({ enabled: open });
  const isPix = method === "pix";
  const contas = useMemo(
    () => (contasQuery.data ?? []).filter((conta) => conta.isAtiva && (!isPix || Boolean(conta.pixChave))),
    [contasQuery.data, isPix],
  );
  // One account to choose from is chosen; an account the method cannot use (no PIX key) is let go.
  useEffect(() => {
    if (!open || contasQuery.isLoading || withCredit) return;
    const current = getValues("contaBancariaId");
    if (current && contas.some((conta) => conta.id === current)) return;
    setValue("contaBancariaId", contas.length === 1 ? contas[0].id : "");
  }, [open, contas, contasQuery.isLoading, withCredit, getValues, setValue]);

  const settledAmount = useDebouncedValue(amount, 400);
  const pixRequest = useMemo<PixCodeRequest | null>(() => {
    if (!isPix || !chosen || !contaBancariaId) return null;
    const parsed = amountField.safeParse(settledAmount);
    return parsed.success ? { contaBancariaId, amount: parsed.data, reservationId: chosen } : null;
  }, [isPix, chosen, contaBancariaId, settledAmount]);
  const pixHint = !chosen
    ? "Escolha a hospedagem para gerar o QR Code."
    : !contaBancariaId
      ? "Escolha a conta com chave PIX que vai receber."
      : "Informe um valor válido para gerar o QR Code.";

  const save = (values: InsertPayment) => {
    createPayment.mutate(values, {
      onSuccess: (payment) => {
        notifySuccess("Pagamento registrado com sucesso");
        onOpenChange(false);
        onRecorded?.(payment);
      },
      // 'Valor acima do saldo devedor (R$ x)' also sits under the amount.
      onError: (error) => notifyError(error, "Erro ao registrar pagamento", applyServerError(form, error)),
    });
  };
  // This form may be opened from inside another one (the reservation's edit dialog): its submit stays its own.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void form.handleSubmit(save)(event);
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Registrar Pagamento"
        description="Pagamento de uma hospedagem, registrado na conta que recebeu."
        onSubmit={onSubmit}
        submitLabel="Registrar Pagamento"
        pendingLabel="Registrando..."
        pending={createPayment.isPending}
        size={isPix ? "xl" : "lg"}
        autoFocus={!preset}
      >
        <FormField
          control={control}
          name="reservationId"
          render={({ fieldState }) => (
            <FormItem>
              <p className="text-sm leading-none font-medium">Hospedagem</p>
              {chosen ? (
                <ChosenStay
                  folio={folio.data?.reservationId === chosen ? folio.data : undefined}
                  loading={folio.isLoading || (folio.isFetching && folio.data?.reservationId !== chosen)}
                  failed={Boolean(folio.error)}
                  onRetry={() => void folio.refetch()}
                  onChange={preset ? undefined : changeStay}
                />
              ) : (
                <StayPicker
                  invalid={Boolean(fieldState.error)}
                  onPick={(stay) => setValue("reservationId", stay.id, { shouldValidate: true })}
                />
              )}
              <FormMessage />
            </FormItem>
          )}
        />
        {chosen && folio.data?.reservationId === chosen && (
          <DepositPixOffer
            folio={folio.data}
            onUse={(centavos) => {
              setValue("method", "pix");
              setValue("amount", amountInputOf(centavos));
            }}
          />
        )}
        {/* With PIX the code sits beside the fields on a wide screen, in view of the guest without scrolling. */}
        <div className={isPix ? "grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_17rem]" : undefined}>
          <PaymentFields
            control={control}
            contas={contas}
            contasLoading={contasQuery.isLoading}
            creditAvailable={creditAvailable}
            withConta={!withCredit}
            noContaMessage={
              isPix
                ? "Nenhuma conta ativa tem chave PIX. Cadastre a chave em Financeiro > Contas Bancárias."
                : "Nenhuma conta ativa. Cadastre uma em Financeiro > Contas Bancárias."
            }
          />
          {isPix && <PixCodePanel request={pixRequest} hint={pixHint} />}
        </div>
      </FormDialog>
    </Form>
  );
}
