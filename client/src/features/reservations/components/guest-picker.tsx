import { useMemo, useState } from "react";
import { UserPlus } from "lucide-react";
import { formatPhone } from "@shared/identity";
import { useGuests, type GuestRecord } from "@/api/use-guests";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/search-input";
import { Spinner } from "@/components/ui/spinner";
import { guestFullName } from "@/lib/guest-name";
import { searchGuestChoices } from "../lib/guest-choice-search";

interface GuestPickerProps {
  onPick: (guest: GuestRecord) => void;
  onCreateNew: () => void;
}

/** Step 1 of the new reservation: find the guest, or register them inline. */
export function GuestPicker({ onPick, onCreateNew }: GuestPickerProps) {
  const { data: guests, isLoading, isError } = useGuests();
  const [search, setSearch] = useState("");
  const found = useMemo(() => searchGuestChoices(guests ?? [], search), [guests, search]);

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Buscar por nome, telefone ou email..."
          label="Buscar hóspede por nome, telefone ou email"
          className="flex-1"
        />
        <Button type="button" variant="outline" onClick={onCreateNew}>
          <UserPlus aria-hidden="true" />
          Novo Hóspede
        </Button>
      </div>
      {/* A fixed height (SPEC: h-64): the dialog does not jump as the list shrinks while typing. */}
      <div className="h-64 overflow-y-auto rounded-md border" role="listbox" aria-label="Hóspedes encontrados">
        {isLoading ? (
          <p className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" /> Carregando hóspedes...
          </p>
        ) : isError ? (
          <p className="flex h-full items-center justify-center px-4 text-center text-sm text-destructive">
            Não foi possível carregar os hóspedes.
          </p>
        ) : found.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-muted-foreground" role="status">
            Nenhum hóspede encontrado
          </p>
        ) : (
          <ul className="divide-y">
            {found.map((guest) => (
              <li key={guest.id}>
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  onClick={() => onPick(guest)}
                  className="flex w-full flex-col items-start gap-0.5 px-3 py-2.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                >
                  <span className="font-medium">{guestFullName(guest)}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatPhone(guest.phone)}
                    {guest.email ? ` · ${guest.email}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
