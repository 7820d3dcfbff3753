import { useLayoutEffect, useRef, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** the screen's placeholder, e.g. 'Buscar hóspedes...'. */
  placeholder: string;
  /** A shorter one for a box too narrow for `placeholder`, so a hint is never cut; by default the placeholder
   * without its "Buscar por" ('Buscar por nome, telefone ou email...' -> 'Nome, telefone ou email...'). */
  shortPlaceholder?: string;
  /** What the box searches, for screen readers (the placeholder alone is not a label). */
  label: string;
  className?: string;
}

/** 'Buscar por hóspede ou quarto...' -> 'Hóspede ou quarto...': what is searched, which is the hint that matters. */
function withoutSearchVerb(placeholder: string): string | undefined {
  const rest = /^Buscar (?:por )?(.+)$/i.exec(placeholder)?.[1];
  return rest ? `${rest[0]!.toUpperCase()}${rest.slice(1)}` : undefined;
}

/** Whether `text` fits in the input's text area in the font of its placeholder. */
function placeholderFits(input: HTMLInputElement, text: string): boolean {
  const style = getComputedStyle(input, "::placeholder");
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return true;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const box = getComputedStyle(input);
  const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
  return context.measureText(text).width <= room;
}

/**
 * A list's search box: a magnifier, the browser's clear button (type=search), no autofill. On a phone the hint is in
 * a smaller type than what is typed (which stays 16 px, so the phone does not zoom in), and a box too narrow for it
 * shows the short hint instead.
 */
export function SearchInput({ value, onChange, placeholder, label, className, ...props }: SearchInputProps) {
  const shortPlaceholder = props.shortPlaceholder ?? withoutSearchVerb(placeholder);
  const input = useRef<HTMLInputElement>(null);
  const [fits, setFits] = useState(true);

  useLayoutEffect(() => {
    const element = input.current;
    if (!shortPlaceholder || !element || typeof ResizeObserver === "undefined") return;
    const check = () => setFits(placeholderFits(element, placeholder));
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [placeholder, shortPlaceholder]);

  return (
    <div className={cn("relative w-full", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={input}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={fits || !shortPlaceholder ? placeholder : shortPlaceholder}
        aria-label={label}
        autoComplete="off"
        className="pl-9 placeholder:text-sm"
      />
    </div>
  );
}
