import { useState } from "react";
import type { StayGuest } from "@shared/api";
import { formatPhone } from "@shared/identity";
import { useGuests } from "@/api/use-guests";
import { useAddStayGuest } from "@/api/use-stay-guests";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { serverReason } from "@/lib/api";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";

/** A short list: the clerk types more to narrow it. */
const FOUND_SIZE = 6;

interface StayGuestSearchProps {
  reservationId: string;
  listed: StayGuest[];
  onAdded: () => void;
}

/** A companion from the register: the Guests page's search (docs/product.md §12.4.1), the guests already listed left out. */
export function StayGuestSearch({ reservationId, listed, onAdded }: StayGuestSearchProps) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search).trim();
  const guests = useGuests({ search: term, limit: FOUND_SIZE }, { enabled: term !== "" });
  const add = useAddStayGuest(reservationId);
  const found = (guests.rows ?? []).filter((guest) => !listed.some((g) => g.guestId === guest.id));

  const pick = (guestId: string, name: string) =>
    add.mutate(
      { guestId },
      {
        onSuccess: () => {
          notifySuccess(`${name} incluído(a) na estadia`);
          onAdded();
        },
        onError: (error) => notifyError(error, "Erro ao adicionar hóspede", serverReason(error)),
      },
    );

  return (
    <div className="space-y-2">
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder="Buscar por nome, telefone ou email..."
        label="Buscar acompanhante por nome, telefone ou email"
      />
      {term !== "" && (
        <ul className="divide-y rounded-md border text-sm" aria-label="Hóspedes encontrados">
          {guests.isLoading && <li className="px-3 py-2 text-muted-foreground">Buscando...</li>}
          {!guests.isLoading && found.length === 0 && (
            <li className="px-3 py-2 text-muted-foreground">Nenhum hóspede encontrado</li>
          )}
          {found.map((guest) => {
            const name = guestFullName(guest);
            return (
              <li key={guest.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 break-words">
                  {name}
                  {guest.phone && (
                    <span className="block text-xs text-muted-foreground">{formatPhone(guest.phone)}</span>
                  )}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={add.isPending}
                  onClick={() => pick(guest.id, name)}
                  aria-label={`Adicionar ${name}`}
                >
                  Adicionar
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
