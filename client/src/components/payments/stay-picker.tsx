import { useRef, useState, type KeyboardEvent } from "react";
import { BedDouble, Search } from "lucide-react";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { Input } from "@/components/ui/input";
import { usePayableReservations, type PayableReservation } from "@/api/use-payable-reservations";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { ReservationPaymentBadge } from "./reservation-payment-badge";

interface StayPickerProps {
  onPick: (reservation: PayableReservation) => void;
  /** The field's error ('Escolha a hospedagem'), under the search box. */
  invalid?: boolean;
  describedBy?: string;
}

const statusLabel = (status: string) => RESERVATION_STATUS_LABELS[status as ReservationStatus] ?? status;

/**
 * Finds the stay a payment is for, by the guest's name or the room number, among the live reservations (the
 * server searches; about 20 at a time). Enter picks the first; the arrow keys move through the list.
 */
export function StayPicker({ onPick, invalid, describedBy }: StayPickerProps) {
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term);
  const { data: stays, isLoading, error, isFetching } = usePayableReservations(search, true);
  const list = useRef<HTMLUListElement>(null);

  const focusOption = (index: number) => {
    const options = list.current?.querySelectorAll<HTMLButtonElement>("button[data-option]");
    if (!options?.length) return;
    options[Math.max(0, Math.min(index, options.length - 1))].focus();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Inside the payment form: Enter chooses, it never submits.
    if (event.key === "Enter") {
      event.preventDefault();
      if (stays?.[0] && search === term) onPick(stays[0]);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      focusOption(0);
    }
  };
  const onOptionKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      focusOption(index + (event.key === "ArrowDown" ? 1 : -1));
    }
  };

  return (
    <div className="space-y-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onSearchKey}
          placeholder="Hóspede ou número do quarto..."
          aria-label="Buscar hospedagem por hóspede ou quarto"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          autoComplete="off"
          className="pl-9"
        />
      </div>
      <div className="h-56 overflow-y-auto rounded-md border" aria-busy={isFetching}>
        {isLoading ? (
          <p className="p-4 text-sm text-muted-foreground">Carregando hospedagens...</p>
        ) : error ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            Erro ao carregar as hospedagens. Verifique sua conexão e tente novamente.
          </p>
        ) : !stays?.length ? (
          <p className="p-4 text-sm text-muted-foreground">Nenhuma hospedagem encontrada</p>
        ) : (
          <ul ref={list} aria-label="Hospedagens" className="divide-y">
            {stays.map((stay, index) => (
              <li key={stay.id}>
                <button
                  type="button"
                  data-option
                  onClick={() => onPick(stay)}
                  onKeyDown={(event) => onOptionKey(event, index)}
                  className="flex w-full items-start justify-between gap-3 px-3 py-2.5 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{guestFullName(stay.guest)}</span>
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <BedDouble className="size-3.5" aria-hidden="true" />
                      Quarto {stay.room.number} · {formatDate(stay.checkInDate)} a {formatDate(stay.checkOutDate)}
                    </span>
                    <span className="block text-xs text-muted-foreground">{statusLabel(stay.status)}</span>
                  </span>
                  <ReservationPaymentBadge status={stay.statusPagamento} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
