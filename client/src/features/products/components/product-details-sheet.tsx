import { PackagePlus, Pencil } from "lucide-react";
import type { ProductConsumptionView, ProductView, StockMoveView } from "@shared/api";
import type { StockMoveKind } from "@shared/enums";
import { DetailRow } from "@/components/detail-row";
import { TagChipList } from "@/components/tag-chip-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useLastPresent } from "@/hooks/use-last-present";
import { formatCentavos, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { categoryLabel, categoryStyle } from "@/lib/product-categories";
import { formatQuantity, keepsStock } from "@/lib/product-stock";
import { cn } from "@/lib/utils";
import { useProductConsumption, useStockMoves } from "../api/use-product-history";
import { ProductHistoryList } from "./product-history-list";
import { StockMark } from "./stock-mark";

const MOVE_LABELS: Record<StockMoveKind, string> = {
  entrada: "Entrada",
  consumo: "Consumo",
  estorno: "Consumo removido",
  ajuste: "Ajuste",
};

interface ProductDetailsSheetProps {
  product: ProductView | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (product: ProductView) => void;
  onStockEntry: (product: ProductView) => void;
}

const who = (person: { firstName: string | null; lastName: string | null } | null) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(" ") || "—" : "—";

function MoveRow({ move }: { move: StockMoveView }) {
  const incoming = !move.quantity.startsWith("-");
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-medium">{MOVE_LABELS[move.kind] ?? move.kind}</p>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(move.createdAt)} · {who(move.createdBy)}
          {move.unitCost !== null && ` · ${formatCentavos(move.unitCost)} cada`}
          {move.lancamentoId && " · despesa lançada"}
        </p>
        {move.note && <p className="text-xs break-words text-muted-foreground">{move.note}</p>}
      </div>
      <span className={cn("shrink-0 font-semibold tabular-nums", incoming ? "text-green-700" : "text-red-700")}>
        {incoming ? "+" : ""}
        {formatQuantity(move.quantity)}
      </span>
    </div>
  );
}

function ConsumptionRow({ line }: { line: ProductConsumptionView }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {guestFullName(line.guest)}
          {line.room && <span className="font-normal text-muted-foreground"> · Quarto {line.room.number}</span>}
        </p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {formatDateTime(line.consumedAt)} · {line.quantity} × {formatCentavos(line.unitPrice)} · {who(line.createdBy)}
        </p>
      </div>
      <span className="shrink-0 font-semibold tabular-nums">{formatCentavos(line.totalAmount)}</span>
    </div>
  );
}

/** 'Ver': the item in full, its stock moves and where it was consumed. */
export function ProductDetailsSheet({
  product: selected,
  onOpenChange,
  onEdit,
  onStockEntry,
}: ProductDetailsSheetProps) {
  const product = useLastPresent(selected);
  const openId = selected?.id ?? null;
  const stocked = product ? keepsStock(product.category) : false;
  const moves = useStockMoves(openId && stocked ? openId : null);
  const consumption = useProductConsumption(openId);
  const style = product ? categoryStyle(product.category) : null;

  return (
    <Sheet open={selected !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-full gap-0 sm:max-w-lg">
        {product && style && (
          <>
            <SheetHeader className="flex-row items-center gap-3 border-b">
              <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-lg", style.tint)}>
                <style.icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <SheetTitle className="text-lg break-words">{product.name}</SheetTitle>
                <SheetDescription>
                  {categoryLabel(product.category)}
                  {!product.isActive && " · Inativo"}
                </SheetDescription>
              </div>
            </SheetHeader>
            <div className="flex-1 space-y-6 overflow-y-auto p-4">
              <dl className="divide-y">
                <DetailRow label="Preço">{formatCentavos(product.price)}</DetailRow>
                <DetailRow label="Preço de custo">
                  {product.costPrice === null ? "Não informado" : formatCentavos(product.costPrice)}
                </DetailRow>
                <DetailRow label="Unidade">{product.unit || "Não informada"}</DetailRow>
                <DetailRow label="Estoque">
                  {stocked ? <StockMark product={product} /> : "Serviço (sem estoque)"}
                </DetailRow>
                <DetailRow label="Situação">
                  {product.isActive ? (
                    <Badge variant="outline" className="border-green-200 bg-green-50 text-green-800">
                      Ativo
                    </Badge>
                  ) : (
                    <Badge variant="outline" className="border-slate-300 bg-slate-100 text-slate-700">
                      Inativo
                    </Badge>
                  )}
                </DetailRow>
                <DetailRow label="Etiquetas">
                  {product.tags.length ? <TagChipList tags={product.tags} /> : "Nenhuma"}
                </DetailRow>
                <DetailRow label="Descrição">
                  <span className="whitespace-pre-line">{product.description || "—"}</span>
                </DetailRow>
              </dl>
              {stocked && (
                <ProductHistoryList
                  title="Movimentações de estoque"
                  what="as movimentações"
                  empty="Nenhuma movimentação registrada"
                  history={moves}
                  getKey={(move) => move.id}
                  renderRow={(move) => <MoveRow move={move} />}
                />
              )}
              <ProductHistoryList
                title="Histórico de consumo"
                what="o histórico de consumo"
                empty="Nenhum consumo registrado"
                history={consumption}
                getKey={(line) => line.id}
                renderRow={(line) => <ConsumptionRow line={line} />}
              />
            </div>
            <SheetFooter className="flex-row gap-2 border-t">
              {stocked && (
                <Button variant="outline" className="flex-1" onClick={() => onStockEntry(product)}>
                  <PackagePlus aria-hidden="true" /> Entrada de estoque
                </Button>
              )}
              <Button className="flex-1" onClick={() => onEdit(product)}>
                <Pencil aria-hidden="true" /> Editar
              </Button>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
