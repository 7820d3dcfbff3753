import type { Control } from "react-hook-form";
import type { z } from "zod";
import type { ContaBancariaView } from "@shared/api";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "@shared/enums";
import type { InsertPayment, insertPaymentSchema } from "@shared/validators/payments";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { contaLabel } from "@/lib/conta-label";

export type PaymentFormValues = z.input<typeof insertPaymentSchema>;

interface PaymentFieldsProps {
  control: Control<PaymentFormValues, unknown, InsertPayment>;
  /** The accounts the chosen method may go into (for PIX, those with a key). */
  contas: readonly ContaBancariaView[];
  contasLoading: boolean;
  /** Why no account is offered, when none is. */
  noContaMessage: string;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Valor, forma de pagamento, conta and descrição of a payment. */
export function PaymentFields({ control, contas, contasLoading, noContaMessage }: PaymentFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <FormField
        control={control}
        name="amount"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Valor</FormLabel>
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
              >
                R$
              </span>
              <FormControl>
                <Input
                  inputMode="decimal"
                  placeholder="0,00"
                  autoComplete="off"
                  className="pl-10"
                  value={text(value)}
                  {...field}
                />
              </FormControl>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="method"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Forma de pagamento</FormLabel>
            <Select value={text(field.value)} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur}>
                  <SelectValue placeholder="Selecione" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {PAYMENT_METHODS.map((method) => (
                  <SelectItem key={method} value={method}>
                    {PAYMENT_METHOD_LABELS[method]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="contaBancariaId"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Conta de destino</FormLabel>
            <Select value={text(field.value)} onValueChange={field.onChange} disabled={contas.length === 0}>
              <FormControl>
                <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur}>
                  <SelectValue placeholder={contasLoading ? "Carregando contas..." : "Selecione a conta"} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {contas.map((conta) => (
                  <SelectItem key={conta.id} value={conta.id}>
                    {contaLabel(conta)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {!contasLoading && contas.length === 0 && <FormDescription>{noContaMessage}</FormDescription>}
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="description"
        render={({ field: { value, ...field } }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Descrição (opcional)</FormLabel>
            <FormControl>
              <Input placeholder="Ex.: sinal, diárias, frigobar" maxLength={500} value={text(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
