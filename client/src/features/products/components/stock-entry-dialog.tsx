import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ProductView } from "@shared/api";
import {
  centavosToReais,
  reaisToCentavos,
  stockEntryFormSchema,
  type StockEntry,
  type StockEntryFormInput,
} from "@shared/validators/products";
import { useContasBancarias } from "@/api/use-contas-bancarias";
import { FormDialog } from "@/components/form-dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLastPresent } from "@/hooks/use-last-present";
import { applyServerError } from "@/lib/form-errors";
import { formatCentavos } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { formatQuantity } from "@/lib/product-stock";
import { useStockEntry } from "../api/use-stock-entry";

const NO_ACCOUNT = "none";

interface StockEntryDialogProps {
  product: ProductView | null;
  onOpenChange: (open: boolean) => void;
}

/** What the purchase costs, from the fields as typed (nothing when they are not yet numbers). */
function purchaseTotal(quantity: string, unitCost: string): number | null {
  const hundredths = reaisToCentavos(quantity.replace(".", ","));
  const cost = reaisToCentavos(unitCost);
  if (hundredths === null || cost === null) return null;
  return Math.round((hundredths * cost) / 100);
}

/** 'Entrada de estoque': a purchase of the item, its unit cost, and (optionally) the account that paid it. */
export function StockEntryDialog({ product: selected, onOpenChange }: StockEntryDialogProps) {
  const product = useLastPresent(selected);
  const open = selected !== null;
  const entry = useStockEntry();
  const { data: contas, isLoading: loadingContas } = useContasBancarias({ enabled: open });
  const activeContas = (contas ?? []).filter((conta) => conta.isAtiva);

  const form = useForm<StockEntryFormInput, unknown, StockEntry>({
    resolver: zodResolver(stockEntryFormSchema),
    defaultValues: { quantity: "", unitCost: "", contaBancariaId: "", description: "" },
  });
  const { reset, control } = form;
  const [quantity, unitCost, contaId] = useWatch({ control, name: ["quantity", "unitCost", "contaBancariaId"] });
  const total = purchaseTotal(quantity ?? "", unitCost ?? "");

  useEffect(() => {
    if (open && selected) {
      reset({ quantity: "", unitCost: centavosToReais(selected.costPrice), contaBancariaId: "", description: "" });
    }
  }, [open, selected, reset]);

  const onSubmit = (values: StockEntry) => {
    if (!product) return;
    entry.mutate(
      { id: product.id, entry: values },
      {
        onSuccess: (result) => {
          notifySuccess(
            `Entrada registrada: estoque de ${product.name} agora é ${formatQuantity(result.product.stock)}`,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          const reason = applyServerError(form, error);
          notifyError(error, "Erro ao registrar entrada de estoque", reason);
        },
      },
    );
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Entrada de estoque"
        description={product ? `${product.name} · estoque atual: ${formatQuantity(product.stock)}` : ""}
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel="Registrar Entrada"
        pending={entry.isPending}
        pendingLabel="Registrando..."
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="quantity"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>Quantidade *</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="decimal" autoComplete="off" placeholder="Ex.: 24" aria-required />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="unitCost"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>Custo unitário (R$) *</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="decimal" autoComplete="off" placeholder="0,00" aria-required />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="contaBancariaId"
            render={({ field }) => (
              <FormItem className="content-start sm:col-span-2">
                <FormLabel>Pagar com a conta</FormLabel>
                <Select
                  value={field.value || NO_ACCOUNT}
                  onValueChange={(value) => field.onChange(value === NO_ACCOUNT ? "" : value)}
                  disabled={loadingContas}
                >
                  <FormControl>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    <SelectItem value={NO_ACCOUNT}>Não registrar despesa</SelectItem>
                    {activeContas.map((conta) => (
                      <SelectItem key={conta.id} value={conta.id}>
                        {conta.nome}
                        {conta.banco ? ` · ${conta.banco}` : ""}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <p className="text-xs text-muted-foreground">
                  {contaId
                    ? "A compra entra como despesa paga hoje (categoria Estoque) e sai do saldo da conta."
                    : "Escolha uma conta para registrar a compra também no Financeiro."}
                </p>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="description"
            render={({ field }) => (
              <FormItem className="content-start sm:col-span-2">
                <FormLabel>Descrição</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    autoComplete="off"
                    maxLength={500}
                    placeholder="Ex.: Nota fiscal 1234, fornecedor"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <p className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          <span className="text-muted-foreground">Total da compra</span>
          <span className="text-base font-semibold tabular-nums">{total === null ? "—" : formatCentavos(total)}</span>
        </p>
      </FormDialog>
    </Form>
  );
}
