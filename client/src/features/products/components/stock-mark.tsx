import { OctagonX, TriangleAlert } from "lucide-react";
import { formatQuantity, stockLevel } from "@/lib/product-stock";
import { cn } from "@/lib/utils";

/**
 * A stocked item's quantity, with a warning mark at 5 or fewer and a stop mark at 0 (and words beside them, so the
 * colour is not the only signal). Services keep no stock: nothing is shown.
 */
export function StockMark({
  product,
  className,
}: {
  product: { category: string; stock: string };
  className?: string;
}) {
  const level = stockLevel(product);
  if (level === "service") return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 tabular-nums",
        level === "out" && "font-semibold text-red-700",
        level === "low" && "font-semibold text-amber-800",
        className,
      )}
    >
      {level === "out" && <OctagonX className="size-4" aria-hidden="true" />}
      {level === "low" && <TriangleAlert className="size-4" aria-hidden="true" />}
      {formatQuantity(product.stock)}
      {level === "out" && <span className="text-xs font-medium">(esgotado)</span>}
      {level === "low" && <span className="text-xs font-medium">(baixo)</span>}
    </span>
  );
}
