import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { PaymentView } from "@shared/api";
import { refundPaymentSchema, type RefundPayment } from "@shared/validators/payments";
import { MoneyField } from "@/components/form-fields";
import { FormDialog } from "@/components/form-dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { useLastPresent } from "@/hooks/use-last-present";
import { amountInputOf, signedCentavos } from "@shared/money";
import { useFolio } from "@/api/use-folio";
import { applyServerError } from "@/lib/form-errors";
import { formatCentavos, formatCurrency, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { inputText } from "@/lib/input-text";
import { notifyError, notifySuccess } from "@/lib/notify";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { refundableCentavos } from "@/lib/payment-status";
import { useRefundPayment } from "../api/use-refund-payment";

type RefundValues = z.input<typeof refundPaymentSchema>;
interface RefundPaymentDialogProps {
  payment: PaymentView | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The owner's 'Estornar': proposes what the guest is owed (paid - due, when positive, up to what is left of the
 * payment), else all that is left of it; or part of it, with the reason.
 */
export function RefundPaymentDialog({ payment: selected, onOpenChange }: RefundPaymentDialogProps) {
  const refund = useRefundPayment();
  const payment = useLastPresent(selected);
  const form = useForm<RefundValues, unknown, RefundPayment>({
    resolver: zodResolver(refundPaymentSchema),
    defaultValues: { amount: "", reason: "" },
  });
  const { reset } = form;
  const left = payment ? refundableCentavos(payment) : 0;
  // What the guest is owed (paid - due, when positive) is the proposal; else the rest of the payment.
  const folio = useFolio(selected?.reservationId ?? null);
  const owed = folio.data ? -(signedCentavos(folio.data.balance) ?? 0) : 0;
  const proposal = owed > 0 ? Math.min(owed, left) : left;
  const ready = !selected?.reservationId || !folio.isLoading;
  const openId = selected?.id;
  useEffect(() => {
    if (openId && ready) reset({ amount: proposal > 0 ? amountInputOf(proposal) : "", reason: "" });
  }, [openId, ready, proposal, reset]);

  const onSubmit = (values: RefundPayment) => {
    if (!selected) return;
    refund.mutate(
      { id: selected.id, refund: values },
      {
        onSuccess: () => {
          notifySuccess("Estorno registrado com sucesso");
          onOpenChange(false);
        },
        onError: (error) => notifyError(error, "Erro ao estornar pagamento", applyServerError(form, error)),
      },
    );
  };

  const who = payment?.guest ? guestFullName(payment.guest) : "Hóspede não encontrado";
  return (
    <Form {...form}>
      <FormDialog
        open={selected !== null}
        onOpenChange={onOpenChange}
        title="Estornar pagamento"
        description={
          payment
            ? `${formatCurrency(payment.amount)} de ${who} (${paymentMethodLabel(payment.method)}, ${formatDateTime(payment.createdAt)}). O valor sai da conta ${payment.contaBancaria?.nome ?? ""} e volta a ser devido na hospedagem.`
            : ""
        }
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel="Estornar"
        pendingLabel="Estornando..."
        pending={refund.isPending}
      >
        <MoneyField
          control={form.control}
          name="amount"
          label="Valor do estorno"
          description={
            <>
              Até {formatCentavos(left)} (o que resta deste pagamento).
              {owed > 0 && <> O hóspede tem {formatCentavos(owed)} a receber (pago − devido).</>}
            </>
          }
        />
        <FormField
          control={form.control}
          name="reason"
          render={({ field: { value, ...field } }) => (
            <FormItem>
              <FormLabel>Motivo</FormLabel>
              <FormControl>
                <Textarea
                  rows={3}
                  maxLength={500}
                  placeholder="Ex.: cobrança em duplicidade"
                  value={inputText(value)}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </FormDialog>
    </Form>
  );
}
