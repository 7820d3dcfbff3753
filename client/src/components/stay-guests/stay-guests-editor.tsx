import { useState } from "react";
import { UserMinus, UserPlus } from "lucide-react";
import type { StayGuest } from "@shared/api";
import { useRemoveStayGuest, useStayGuests } from "@/api/use-stay-guests";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverReason } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { NewCompanionForm } from "./new-companion-form";
import { StayGuestSearch } from "./stay-guest-search";

interface StayGuestsEditorProps {
  reservationId: string;
  numberOfGuests: number;
  /** Who is a minor is judged on this date (the check-in). */
  checkInDate: string;
}

function GuestLine({
  guest,
  guardian,
  onRemove,
  removing,
}: {
  guest: StayGuest;
  guardian: StayGuest | undefined;
  onRemove: () => void;
  removing: boolean;
}) {
  const name = guestFullName(guest);
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {name}
          {guest.isMain && <Badge variant="secondary">Titular</Badge>}
          {guest.isMinor && <Badge variant="outline">Criança</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          {guest.birthDate ? `Nascimento: ${formatDate(guest.birthDate)}` : "Sem data de nascimento"}
          {guardian && ` · Responsável: ${guestFullName(guardian)}`}
        </p>
      </div>
      {!guest.isMain && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={removing}
          aria-label={`Remover ${name} da estadia`}
        >
          <UserMinus aria-hidden="true" />
          <span className="hidden sm:inline">Remover</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Who stays (docs/product.md §7.5): the main guest, never removed, and the companions, up to the reservation's number
 * of guests. A companion is found in the register or typed with a name and a birth date.
 */
export function StayGuestsEditor({ reservationId, numberOfGuests, checkInDate }: StayGuestsEditorProps) {
  const guests = useStayGuests(reservationId);
  const remove = useRemoveStayGuest(reservationId);
  const [adding, setAdding] = useState<"search" | "new" | null>(null);

  if (guests.isLoading) return <Skeleton className="h-16 w-full" aria-label="Carregando hóspedes da estadia" />;
  if (guests.isError || !guests.data) {
    return <p className="text-sm text-destructive">Não foi possível carregar os hóspedes da estadia.</p>;
  }
  const list = guests.data;
  const full = list.length >= numberOfGuests;
  const onRemove = (guest: StayGuest) =>
    remove.mutate(guest.guestId, {
      onSuccess: () => notifySuccess(`${guestFullName(guest)} saiu da lista de hóspedes`),
      onError: (error) => notifyError(error, "Erro ao remover hóspede", serverReason(error)),
    });

  return (
    <section className="space-y-2" aria-label="Hóspedes da estadia">
      <h3 className="flex items-center justify-between text-sm font-semibold">
        <span>Hóspedes da estadia</span>
        <span className="font-normal text-muted-foreground tabular-nums" data-testid="stay-guests-count">
          {list.length} de {numberOfGuests}
        </span>
      </h3>
      <ul className="divide-y rounded-md border text-sm" aria-label="Hóspedes da estadia">
        {list.map((guest) => (
          <GuestLine
            key={guest.guestId}
            guest={guest}
            guardian={list.find((g) => g.guestId === guest.guardianGuestId)}
            onRemove={() => onRemove(guest)}
            removing={remove.isPending}
          />
        ))}
      </ul>
      {full ? (
        <p className="text-xs text-muted-foreground">
          Lista completa: aumente o número de hóspedes da reserva para incluir mais alguém.
        </p>
      ) : adding === null ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setAdding("search")}>
            <UserPlus aria-hidden="true" />
            Adicionar acompanhante
          </Button>
        </div>
      ) : (
        <div className="space-y-3 rounded-md border p-3">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Como adicionar">
            <Button
              type="button"
              size="sm"
              variant={adding === "search" ? "secondary" : "ghost"}
              aria-pressed={adding === "search"}
              onClick={() => setAdding("search")}
            >
              Hóspede cadastrado
            </Button>
            <Button
              type="button"
              size="sm"
              variant={adding === "new" ? "secondary" : "ghost"}
              aria-pressed={adding === "new"}
              onClick={() => setAdding("new")}
            >
              Novo (nome e nascimento)
            </Button>
            <Button type="button" size="sm" variant="ghost" className="ml-auto" onClick={() => setAdding(null)}>
              Fechar
            </Button>
          </div>
          {adding === "search" ? (
            <StayGuestSearch reservationId={reservationId} listed={list} onAdded={() => setAdding(null)} />
          ) : (
            <NewCompanionForm
              reservationId={reservationId}
              checkInDate={checkInDate}
              listed={list}
              onAdded={() => setAdding(null)}
            />
          )}
        </div>
      )}
    </section>
  );
}
