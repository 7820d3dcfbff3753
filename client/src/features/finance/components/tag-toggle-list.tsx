import { Check } from "lucide-react";
import type { TagFinanceiraView } from "@shared/api";
import { cn } from "@/lib/utils";

interface TagToggleListProps {
  tags: readonly TagFinanceiraView[];
  selected: readonly string[];
  onChange: (tagIds: string[]) => void;
  label?: string;
}

/** The entry's tags as chips in their colours, each pressed in or out. */
export function TagToggleList({ tags, selected, onChange, label = "Tags" }: TagToggleListProps) {
  if (tags.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhuma tag cadastrada (crie na aba Tags).</p>;
  }
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((tagId) => tagId !== id) : [...selected, id]);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const on = selected.includes(tag.id);
        return (
          <button
            key={tag.id}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(tag.id)}
            className={cn(
              "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              on ? "border-foreground/40 bg-accent font-medium" : "bg-background text-muted-foreground",
            )}
          >
            <span className="size-3 rounded-full" style={{ backgroundColor: tag.cor }} aria-hidden="true" />
            {tag.nome}
            {on && <Check className="size-3.5" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
