import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { UserPlus } from "lucide-react";
import { formatPhone } from "@shared/identity";
import { useGuests, type GuestRecord } from "@/api/use-guests";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { guestFullName } from "@/lib/guest-name";
import { cn } from "@/lib/utils";

/** About a screen of the fixed-height list: the clerk types more to narrow it. */
const TYPEAHEAD_SIZE = 20;

const count = new Intl.NumberFormat("pt-BR");

interface GuestPickerProps {
  onPick: (guest: GuestRecord) => void;
  onCreateNew: () => void;
}

/** Moves the focus between the search box and the options with the arrow keys. */
function moveFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null) {
  if (!container || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
  const options = [...container.querySelectorAll<HTMLButtonElement>("[role=option]")];
  if (options.length === 0) return;
  event.preventDefault();
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === "ArrowDown" ? Math.min(at + 1, options.length - 1) : at - 1;
  if (next < 0) container.closest("[data-guest-picker]")?.querySelector<HTMLInputElement>("input")?.focus();
  else options[next].focus();
}

/**
 * Step 1 of the new reservation: find the guest, or register them inline. A typeahead: about twenty guests from
 * the server for what was typed (the Guests page's search rule: any case or accent in names and e-mails, phone and
 * CPF digits), asked once typing pauses, the previous answer kept on screen meanwhile.
 */
export function GuestPicker({ onPick, onCreateNew }: GuestPickerProps) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search).trim();
  const guests = useGuests({ search: term, limit: TYPEAHEAD_SIZE });
  const list = useRef<HTMLDivElement>(null);
  const found = guests.rows ?? [];
  const searching = search.trim() !== term || (guests.isPlaceholderData && guests.isFetching);
  const more = guests.total !== undefined && guests.total > found.length ? guests.total : undefined;

  // A new search starts at the top of the list: its best match first.
  useEffect(() => {
    list.current?.scrollTo({ top: 0 });
  }, [term]);

  return (
    <div className="space-y-3" data-guest-picker>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1" onKeyDown={(event) => moveFocus(event, list.current)}>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder="Buscar por nome, telefone ou email..."
            label="Buscar hóspede por nome, telefone ou email"
          />
        </div>
        <Button type="button" variant="outline" onClick={onCreateNew}>
          <UserPlus aria-hidden="true" />
          Novo Hóspede
        </Button>
      </div>
      {/* A fixed height (docs/product.md §5.4.3): the dialog does not jump as the list changes while typing. */}
      <div
        ref={list}
        className="h-64 overflow-y-auto rounded-md border"
        role="listbox"
        aria-label="Hóspedes encontrados"
        aria-busy={searching || guests.isLoading}
        onKeyDown={(event) => moveFocus(event, list.current)}
      >
        {guests.isLoading ? (
          <div className="flex h-full items-center justify-center">
            <Spinner size="sm" label="Carregando hóspedes..." showLabel />
          </div>
        ) : guests.error ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 px-4 text-center text-sm">
            <p className="text-destructive" role="alert">
              Não foi possível carregar os hóspedes.
            </p>
            <Button type="button" variant="outline" size="sm" onClick={guests.refetch}>
              Tentar novamente
            </Button>
          </div>
        ) : found.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-muted-foreground" role="status">
            Nenhum hóspede encontrado
          </p>
        ) : (
          <ul role="presentation" className={cn("divide-y", guests.isPlaceholderData && "opacity-60")}>
            {found.map((guest) => (
              <li key={guest.id} role="presentation">
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  onClick={() => onPick(guest)}
                  className="flex w-full flex-col items-start gap-0.5 px-3 py-2.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                >
                  <span className="font-medium break-words">{guestFullName(guest)}</span>
                  <span className="text-xs break-all text-muted-foreground">
                    {formatPhone(guest.phone)}
                    {guest.email ? ` · ${guest.email}` : ""}
                  </span>
                </button>
              </li>
            ))}
            {more !== undefined && (
              <li role="presentation" className="px-3 py-2.5 text-xs text-muted-foreground">
                Mostrando {found.length} de {count.format(more)}: digite mais para encontrar o hóspede.
              </li>
            )}
          </ul>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {searching ? "Buscando hóspedes..." : ""}
      </p>
    </div>
  );
}
