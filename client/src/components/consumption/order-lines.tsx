import { Minus, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { maxQuantity, type OrderLine } from "@/lib/consumption-order";
import { formatCentavos } from "@/lib/format";

interface OrderLinesProps {
  order: OrderLine[];
  disabled: boolean;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}

/** What will be charged: each item with its quantity (steppers or typed), unit price and line total. */
export function OrderLines({ order, disabled, onQuantity, onRemove }: OrderLinesProps) {
  if (order.length === 0) {
    return (
      <p className="rounded-md bg-muted px-3 py-3 text-sm text-muted-foreground">
        Busque e toque nos itens para adicioná-los ao consumo.
      </p>
    );
  }
  return (
    <ul aria-label="Itens a lançar" className="divide-y rounded-md border">
      {order.map(({ product, quantity }) => {
        const max = maxQuantity(product);
        return (
          <li
            key={product.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto_6rem_auto]"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{product.name}</p>
              <p className="text-xs text-muted-foreground tabular-nums">{formatCentavos(product.price)} cada</p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9 sm:order-last"
              onClick={() => onRemove(product.id)}
              disabled={disabled}
              aria-label={`Tirar ${product.name} do consumo`}
            >
              <X aria-hidden="true" />
            </Button>
            <div className="flex items-center gap-1">
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-9"
                onClick={() => onQuantity(product.id, quantity - 1)}
                disabled={disabled || quantity <= 1}
                aria-label={`Diminuir ${product.name}`}
              >
                <Minus aria-hidden="true" />
              </Button>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                step={1}
                value={quantity}
                onChange={(event) => onQuantity(product.id, Number(event.target.value))}
                disabled={disabled}
                aria-label={`Quantidade de ${product.name}`}
                className="h-9 w-16 text-center tabular-nums"
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-9"
                onClick={() => onQuantity(product.id, quantity + 1)}
                disabled={disabled || quantity >= max}
                aria-label={`Aumentar ${product.name}`}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
            <span className="text-right font-semibold tabular-nums">{formatCentavos(product.price * quantity)}</span>
          </li>
        );
      })}
    </ul>
  );
}
