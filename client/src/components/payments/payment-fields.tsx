import type { Control } from "react-hook-form";
import type { z } from "zod";
import type { ContaBancariaView } from "@shared/api";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@shared/enums";
import type { InsertPayment, insertPaymentSchema } from "@shared/validators/payments";
import { MoneyField, SelectField } from "@/components/form-fields";
import { TextField } from "@/components/text-fields";
import { contaLabel } from "@/lib/conta-label";

export type PaymentFormValues = z.input<typeof insertPaymentSchema>;

interface PaymentFieldsProps {
  control: Control<PaymentFormValues, unknown, InsertPayment>;
  /** The accounts the chosen method may go into (for PIX, those with a key). */
  contas: readonly ContaBancariaView[];
  contasLoading: boolean;
  /** The guest's credit available, as shown ("R$ 100,00"); null when there is none. */
  creditAvailable: string | null;
  /** False for a payment with the guest's credit: no money goes into an account. */
  withConta: boolean;
  /** Why no account is offered, when none is. */
  noContaMessage: string;
}

/** Valor, forma de pagamento, conta and descrição of a payment. */
export function PaymentFields({
  control,
  contas,
  contasLoading,
  noContaMessage,
  creditAvailable,
  withConta,
}: PaymentFieldsProps) {
  // 'Crédito do hóspede' only when the stay's guest has some (docs/product.md §10.7), with what is available.
  const methods = PAYMENT_METHODS.filter((method) => method !== "guest_credit" || creditAvailable);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <MoneyField control={control} name="amount" label="Valor" />
      <SelectField
        control={control}
        name="method"
        label="Forma de pagamento"
        placeholder="Selecione"
        options={methods.map((method) => ({
          value: method,
          label:
            method === "guest_credit"
              ? `${PAYMENT_METHOD_LABELS[method]} (disponível: ${creditAvailable})`
              : PAYMENT_METHOD_LABELS[method],
        }))}
      />
      {withConta && (
        <SelectField
          control={control}
          name="contaBancariaId"
          label="Conta de destino"
          className="sm:col-span-2"
          placeholder={contasLoading ? "Carregando contas..." : "Selecione a conta"}
          options={contas.map((conta) => ({ value: conta.id, label: contaLabel(conta) }))}
          disabled={contas.length === 0}
          description={!contasLoading && contas.length === 0 ? noContaMessage : undefined}
        />
      )}
      <TextField
        control={control}
        name="description"
        label="Descrição (opcional)"
        className="sm:col-span-2"
        inputProps={{ placeholder: "Ex.: sinal, diárias, frigobar", maxLength: 500 }}
      />
    </div>
  );
}
