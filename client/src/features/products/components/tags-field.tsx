import { useState, type KeyboardEvent } from "react";
import { Plus } from "lucide-react";
import { TagChipList } from "@/components/tag-chip-list";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

interface TagsFieldProps {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
}

/** The dialog's tags: type one and press Enter (or +); blanks and repeats are ignored; each chip removable. */
export function TagsField({ id, value, onChange }: TagsFieldProps) {
  const [draft, setDraft] = useState("");
  const add = () => {
    const tag = draft.trim();
    setDraft("");
    if (!tag || value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of saving the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-1.5">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Digite e pressione Enter"
          maxLength={50}
          autoComplete="off"
          enterKeyHint="enter"
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label="Adicionar etiqueta">
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 && <TagChipList tags={value} onRemove={(tag) => onChange(value.filter((t) => t !== tag))} />}
    </div>
  );
}
