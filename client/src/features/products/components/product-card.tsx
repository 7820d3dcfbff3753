import { Eye, PackagePlus, Pencil, Trash2 } from "lucide-react";
import type { ProductView } from "@shared/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatCentavos } from "@/lib/format";
import { categoryLabel, categoryStyle } from "@/lib/product-categories";
import { keepsStock } from "@/lib/product-stock";
import { cn } from "@/lib/utils";
import { ProductTagEditor } from "./product-tag-editor";
import { StockMark } from "./stock-mark";

export interface ProductActions {
  onEdit: (product: ProductView) => void;
  onView: (product: ProductView) => void;
  onStockEntry: (product: ProductView) => void;
  /** Only for the owner. */
  onDelete?: (product: ProductView) => void;
  onAddTag: (product: ProductView, tag: string) => void;
  onRemoveTag: (product: ProductView, tag: string) => void;
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** One item of the catalogue: what it is, what it costs, what is left, its tags and what can be done with it. */
export function ProductCard({ product, actions }: { product: ProductView; actions: ProductActions }) {
  const { icon: Icon, tint } = categoryStyle(product.category);
  const stocked = keepsStock(product.category);
  return (
    <Card className={cn("h-full gap-0 py-0", !product.isActive && "bg-muted/40")} data-testid="product-card">
      <CardContent className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-lg", tint)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="leading-snug font-semibold break-words">{product.name}</h3>
            <p className="text-sm text-muted-foreground">{categoryLabel(product.category)}</p>
          </div>
          {!product.isActive && (
            <Badge variant="outline" className="border-slate-300 bg-slate-100 text-slate-700">
              Inativo
            </Badge>
          )}
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md bg-muted/60 px-3 py-2">
          <Figure label="Preço">{formatCentavos(product.price)}</Figure>
          <Figure label="Custo">{product.costPrice === null ? "—" : formatCentavos(product.costPrice)}</Figure>
          <Figure label="Unidade">{product.unit || "—"}</Figure>
          <Figure label="Estoque">
            {stocked ? (
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <StockMark product={product} />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-8 gap-1 px-2 text-xs has-[>svg]:px-2 md:h-7"
                  onClick={() => actions.onStockEntry(product)}
                  aria-label={`Entrada de estoque de ${product.name}`}
                  title="Entrada de estoque"
                >
                  <PackagePlus className="size-3.5" aria-hidden="true" /> Entrada
                </Button>
              </span>
            ) : (
              <span className="font-normal text-muted-foreground">Serviço</span>
            )}
          </Figure>
        </dl>

        {product.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground" title={product.description}>
            {product.description}
          </p>
        )}

        <ProductTagEditor
          productName={product.name}
          tags={product.tags}
          onAdd={(tag) => actions.onAddTag(product, tag)}
          onRemove={(tag) => actions.onRemoveTag(product, tag)}
        />

        <div
          className={cn(
            "mt-auto grid gap-2 border-t pt-3 [&>button]:h-10 [&>button]:px-2",
            actions.onDelete ? "grid-cols-3" : "grid-cols-2",
          )}
        >
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => actions.onEdit(product)}
            aria-label={`Editar ${product.name}`}
          >
            <Pencil aria-hidden="true" /> Editar
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => actions.onView(product)}
            aria-label={`Ver ${product.name}`}
          >
            <Eye aria-hidden="true" /> Ver
          </Button>
          {actions.onDelete && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => actions.onDelete?.(product)}
              aria-label={`Excluir ${product.name}`}
            >
              <Trash2 aria-hidden="true" /> Excluir
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
