import { Plus } from "lucide-react";
import type { ProductView } from "@shared/api";
import { Spinner } from "@/components/ui/spinner";
import { maxQuantity } from "@/lib/consumption-order";
import { categoryLabel, categoryStyle } from "@/lib/product-categories";
import { formatCentavos } from "@/lib/format";
import { formatQuantity, keepsStock } from "@/lib/product-stock";
import { cn } from "@/lib/utils";

interface ProductChoiceListProps {
  choices: ProductView[] | undefined;
  loading: boolean;
  failed: boolean;
  searching: boolean;
  /** Units of each item already in the order, by id. */
  inOrder: ReadonlyMap<string, number>;
  onPick: (product: ProductView) => void;
}

/** The items found as the clerk types: price and stock at a glance, a tap adds one to the order. */
export function ProductChoiceList({ choices, loading, failed, searching, inOrder, onPick }: ProductChoiceListProps) {
  if (loading) return <Spinner className="px-1 py-3" label="Buscando itens..." showLabel size="sm" />;
  if (failed) return <p className="px-1 py-3 text-sm text-destructive">Não foi possível buscar os itens.</p>;
  if (!choices || choices.length === 0) {
    return (
      <p className="px-1 py-3 text-sm text-muted-foreground">
        {searching ? "Nenhum item ativo encontrado" : "Nenhum produto ou serviço ativo cadastrado"}
      </p>
    );
  }
  return (
    <ul aria-label="Itens encontrados" className="divide-y rounded-md border">
      {choices.map((product) => {
        const { icon: Icon, tint } = categoryStyle(product.category);
        const left = maxQuantity(product) - (inOrder.get(product.id) ?? 0);
        const stocked = keepsStock(product.category);
        const unavailable = left < 1;
        return (
          <li key={product.id}>
            <button
              type="button"
              onClick={() => onPick(product)}
              disabled={unavailable}
              className="flex w-full items-center gap-3 px-3 py-2 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60"
              aria-label={`Adicionar ${product.name}, ${formatCentavos(product.price)}`}
            >
              <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-md", tint)}>
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{product.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {categoryLabel(product.category)}
                  {product.unit && ` · ${product.unit}`}
                  {stocked &&
                    (unavailable && (inOrder.get(product.id) ?? 0) === 0
                      ? " · Sem estoque"
                      : ` · Estoque: ${formatQuantity(product.stock)}`)}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold tabular-nums">{formatCentavos(product.price)}</span>
              <Plus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
