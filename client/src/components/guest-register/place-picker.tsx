import { useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { Check, ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { usePlaces, type PlaceList } from "./place-lists";
import { searchPlaces, type PlaceOption } from "./places";

/** Lines shown at once: the clerk types more to narrow a longer list (5,570 municipalities). */
const SHOWN = 50;

type TriggerProps = Omit<ComponentProps<"button">, "value" | "onChange" | "children">;

export interface PlacePickerProps extends TriggerProps {
  /** The stored code ("" for none). */
  value: string;
  onChange: (code: string, option: PlaceOption | null) => void;
  load: PlaceList;
  /** Shown while nothing is chosen, e.g. 'Selecione o país'. */
  placeholder: string;
  /** The search box's name and hint, e.g. 'Buscar país' / 'Digite o nome do país'. */
  searchLabel: string;
  searchPlaceholder: string;
  /** What the list says while loading, e.g. 'Carregando países...'. */
  loadingLabel: string;
}

/**
 * A choice in a long list, searched by name without accents: a button like a select's that opens a search box over
 * the list (arrows and Enter pick, Escape closes). The list loads when the picker opens, or at once when a code is
 * already stored and needs its name.
 */
export function PlacePicker({
  value,
  onChange,
  load,
  placeholder,
  searchLabel,
  searchPlaceholder,
  loadingLabel,
  className,
  disabled,
  ...trigger
}: PlacePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const places = usePlaces(load, open || value !== "");
  const found = useMemo(() => (places.options ? searchPlaces(places.options, query) : []), [places.options, query]);
  const shown = found.slice(0, SHOWN);
  const selected = value ? places.options?.find((option) => option.code === value) : undefined;
  const label = !value ? placeholder : (selected?.label ?? (places.failed ? value : "Carregando..."));

  const openChange = (next: boolean) => {
    setOpen(next);
    setQuery("");
    setActive(0);
  };
  const pick = (option: PlaceOption | null) => {
    onChange(option?.code ?? "", option);
    openChange(false);
  };
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, shown.length - 1));
    setActive(next);
    list.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: shown.length - 1,
    };
    if (event.key in moves && shown.length > 0) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (shown[active]) pick(shown[active]);
    }
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          disabled={disabled}
          className={cn(
            "h-10 w-full justify-between px-3 font-normal aria-invalid:border-destructive",
            !value && "text-muted-foreground",
            className,
          )}
          {...trigger}
        >
          <span className="truncate">{label}</span>
          <ChevronDown className="size-4 opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <div className="border-b p-2">
          <Input
            type="search"
            role="combobox"
            aria-label={searchLabel}
            aria-expanded
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? `${id}-${active}` : undefined}
            placeholder={searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              list.current?.scrollTo({ top: 0 });
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <div
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label={searchLabel}
          className="max-h-64 overflow-y-auto p-1"
        >
          {!places.options ? (
            places.failed ? (
              <div className="flex flex-col items-center gap-2 p-4 text-center text-sm">
                <p className="text-destructive" role="alert">
                  Não foi possível carregar a lista.
                </p>
                <Button type="button" variant="outline" size="sm" onClick={places.retry}>
                  Tentar novamente
                </Button>
              </div>
            ) : (
              <div className="flex justify-center p-4">
                <Spinner size="sm" label={loadingLabel} showLabel />
              </div>
            )
          ) : shown.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted-foreground" role="status">
              Nada encontrado para “{query.trim()}”.
            </p>
          ) : (
            shown.map((option, index) => (
              <div
                key={option.code}
                id={`${id}-${index}`}
                data-index={index}
                role="option"
                aria-selected={option.code === value}
                onPointerMove={() => setActive(index)}
                onClick={() => pick(option)}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-2 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                )}
              >
                <span className="break-words">{option.label}</span>
                {option.code === value && <Check className="size-4 shrink-0" aria-hidden="true" />}
              </div>
            ))
          )}
          {found.length > SHOWN && (
            <p className="px-2 py-2 text-xs text-muted-foreground">
              Mostrando {SHOWN} de {found.length.toLocaleString("pt-BR")}: digite mais para encontrar.
            </p>
          )}
        </div>
        {value && (
          <div className="border-t p-1">
            <Button type="button" variant="ghost" size="sm" className="w-full" onClick={() => pick(null)}>
              Limpar escolha
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
