import { Plus, X } from "lucide-react";
import { cn } from "@/lib/utils";

export interface TagChipListProps {
  tags: readonly string[];
  /** Shows a '×' on each chip when given. */
  onRemove?: (tag: string) => void;
  /** Shows a trailing '+' button when given; how the new tag is asked for is the caller's business. */
  onAdd?: () => void;
  /** Accessible name of the '+' button. */
  addLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** Removable tag chips with an optional add button (guest and product tags). */
export function TagChipList({
  tags,
  onRemove,
  onAdd,
  addLabel = "Adicionar etiqueta",
  disabled = false,
  className,
}: TagChipListProps) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-1.5", className)} aria-label="Etiquetas">
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex max-w-full items-center gap-0.5 rounded-full border border-primary/20 bg-primary/10 py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-primary"
        >
          <span className="truncate">{tag}</span>
          {onRemove ? (
            <button
              type="button"
              onClick={() => onRemove(tag)}
              disabled={disabled}
              aria-label={`Remover etiqueta ${tag}`}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          ) : (
            <span className="pr-2" />
          )}
        </li>
      ))}
      {onAdd && (
        <li>
          <button
            type="button"
            onClick={onAdd}
            disabled={disabled}
            aria-label={addLabel}
            title={addLabel}
            className="inline-flex size-7 items-center justify-center rounded-full border border-dashed text-muted-foreground outline-none hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
          >
            <Plus className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      )}
    </ul>
  );
}
