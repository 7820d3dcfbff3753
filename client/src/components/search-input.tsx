import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** SPEC.md's placeholder, e.g. 'Buscar hóspedes...'. */
  placeholder: string;
  /** What the box searches, for screen readers (the placeholder alone is not a label). */
  label: string;
  className?: string;
}

/** A list's search box: a magnifier, the browser's clear button (type=search), no autofill. */
export function SearchInput({ value, onChange, placeholder, label, className }: SearchInputProps) {
  return (
    <div className={cn("relative w-full", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
