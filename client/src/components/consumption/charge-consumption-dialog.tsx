import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from "react";
import { FormDialog } from "@/components/form-dialog";
import { SearchInput } from "@/components/search-input";
import { useChargeConsumption } from "@/api/use-charge-consumption";
import { useProductChoices } from "@/api/use-product-choices";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useIsDesktop } from "@/hooks/use-media-query";
import { serverReason } from "@/lib/api";
import { addToOrder, orderTotal, removeFromOrder, setQuantity, type OrderLine } from "@/lib/consumption-order";
import { formatCentavos } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { OrderLines } from "./order-lines";
import { ProductChoiceList } from "./product-choice-list";

interface ChargeConsumptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reservationId: string;
  /** Whose bill it goes on, e.g. 'Quarto 101 · Ana Souza'. */
  stayLabel: string;
}

/**
 * 'Lançar Consumo': search the active products and services as you type, pick them with their quantities, see the
 * total, and charge the whole order to the stay at once (all lines or none: a refusal names the item).
 */
export function ChargeConsumptionDialog({
  open,
  onOpenChange,
  reservationId,
  stayLabel,
}: ChargeConsumptionDialogProps) {
  const [search, setSearch] = useState("");
  const [order, setOrder] = useState<OrderLine[]>([]);
  const term = useDebouncedValue(search.trim());
  const choices = useProductChoices(term, { enabled: open });
  const charge = useChargeConsumption();
  const isDesktop = useIsDesktop();

  // Every opening starts a new order.
  useEffect(() => {
    if (open) {
      setSearch("");
      setOrder([]);
    }
  }, [open]);

  const inOrder = useMemo(() => new Map(order.map((line) => [line.product.id, line.quantity])), [order]);
  const total = orderTotal(order);
  const units = order.reduce((sum, line) => sum + line.quantity, 0);

  // Enter in the search box adds the first item found instead of submitting the order.
  const onSearchKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    const first = choices.rows?.find((product) => !inOrder.has(product.id)) ?? choices.rows?.[0];
    if (first) setOrder((current) => addToOrder(current, first));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (order.length === 0) {
      notifyError(null, "Erro ao lançar consumo", "Escolha ao menos um item.");
      return;
    }
    charge.mutate(
      {
        reservationId,
        items: order.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
      },
      {
        onSuccess: () => {
          notifySuccess(units === 1 ? "Consumo lançado com sucesso" : `${units} itens lançados com sucesso`);
          onOpenChange(false);
        },
        onError: (error) => notifyError(error, "Erro ao lançar consumo", serverReason(error)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Lançar Consumo"
      description={stayLabel}
      onSubmit={submit}
      submitLabel={order.length === 0 ? "Lançar Consumo" : `Lançar ${formatCentavos(total)}`}
      pending={charge.isPending}
      pendingLabel="Lançando..."
      submitDisabled={order.length === 0}
      autoFocus={isDesktop}
      size="lg"
      bodyClassName="space-y-4"
    >
      <div className="space-y-2" onKeyDown={onSearchKey}>
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Buscar produto ou serviço..."
          label="Buscar produto ou serviço"
        />
        <div className="max-h-56 overflow-y-auto">
          <ProductChoiceList
            choices={choices.rows}
            loading={choices.isLoading}
            failed={Boolean(choices.error)}
            searching={term !== ""}
            inOrder={inOrder}
            onPick={(product) => setOrder((current) => addToOrder(current, product))}
          />
        </div>
      </div>
      <section aria-label="Consumo a lançar" className="space-y-2">
        <h3 className="text-sm font-semibold">Consumo a lançar</h3>
        <OrderLines
          order={order}
          disabled={charge.isPending}
          onQuantity={(productId, quantity) => setOrder((current) => setQuantity(current, productId, quantity))}
          onRemove={(productId) => setOrder((current) => removeFromOrder(current, productId))}
        />
        <p className="flex items-baseline justify-between border-t pt-2 text-sm">
          <span className="text-muted-foreground">{units === 1 ? "1 item" : `${units} itens`}</span>
          <span>
            Total: <span className="text-base font-semibold tabular-nums">{formatCentavos(total)}</span>
          </span>
        </p>
      </section>
    </FormDialog>
  );
}
