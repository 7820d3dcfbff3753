import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";

interface MoneyTile {
  label: string;
  /** Decimal string. */
  amount: string;
  tone?: "positive" | "negative" | "signed";
}

const toneClass = (tile: MoneyTile) => {
  if (tile.tone === "positive") return "text-emerald-700";
  if (tile.tone === "negative") return "text-red-700";
  if (tile.tone === "signed") return tile.amount.startsWith("-") ? "text-red-700" : "text-emerald-700";
  return undefined;
};

/** Labelled amounts (Receitas, Despesas, Resultado): three across from a tablet up, one a line on a phone. */
export function MoneyTiles({ label, tiles }: { label: string; tiles: MoneyTile[] }) {
  return (
    <dl aria-label={label} className="grid gap-2 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2 sm:block"
        >
          <dt className="text-sm text-muted-foreground sm:text-xs">{tile.label}</dt>
          <dd className={cn("font-semibold whitespace-nowrap tabular-nums sm:text-base", toneClass(tile))}>
            {formatCurrency(tile.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
