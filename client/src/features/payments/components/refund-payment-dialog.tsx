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
import { amountInputOf } from "@shared/money";
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

/** The owner's 'Estornar': all that is left of a payment by default, or part of it, with the reason. */
export function RefundPaymentDialog({ payment: selected, onOpenChange }: RefundPaymentDialogProps) {
  const refund = useRefundPayment();
  const payment = useLastPresent(selected);
  const form = useForm<RefundValues, unknown, RefundPayment>({
    resolver: zodResolver(refundPaymentSchema),
    defaultValues: { amount: "", reason: "" },
  });
  const { reset } = form;
  const left = payment ? refundableCentavos(payment) : 0;
  const openId = selected?.id;
  useEffect(() => {
    if (openId) reset({ amount: left > 0 ? amountInputOf(left) : "", reason: "" });
  }, [openId, left, reset]);

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
          description={<>Até {formatCentavos(left)} (o que resta deste pagamento).</>}
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
