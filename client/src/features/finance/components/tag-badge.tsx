import { readableTextOn } from "../lib/tag-colors";

/** A tag as a badge in its own colour (docs/product.md §5.9). */
export function TagBadge({ nome, cor }: { nome: string; cor: string }) {
  return (
    <span
      className="inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-medium"
      style={{ backgroundColor: cor, color: readableTextOn(cor) }}
    >
      <span className="truncate">{nome}</span>
    </span>
  );
}
