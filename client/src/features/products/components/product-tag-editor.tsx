import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { TagChipList } from "@/components/tag-chip-list";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

interface ProductTagEditorProps {
  productName: string;
  tags: string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
}

/** A card's tag chips, each removable, and the inline field that adds one (Enter or +); saved at once. */
export function ProductTagEditor({ productName, tags, onAdd, onRemove }: ProductTagEditorProps) {
  const [draft, setDraft] = useState("");

  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    setDraft("");
    // A blank or repeated tag (any case) would change nothing: no request.
    if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    onAdd(tag);
  };

  return (
    <div className="space-y-2">
      {tags.length > 0 && <TagChipList tags={tags} onRemove={onRemove} />}
      <form onSubmit={add} className="flex gap-1.5">
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Nova etiqueta"
          aria-label={`Nova etiqueta para ${productName}`}
          maxLength={50}
          autoComplete="off"
          enterKeyHint="done"
          className="h-8 text-sm md:text-sm"
        />
        <Button
          type="submit"
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={`Adicionar etiqueta a ${productName}`}
        >
          <Plus aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
