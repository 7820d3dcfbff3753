import { X } from "lucide-react";
import { useFolio } from "@/api/use-folio";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";

/** The list narrowed to one reservation (?reservationId=, from a link): whose, and a way back to every payment. */
export function ReservationFilterChip({ reservationId, onClear }: { reservationId: string; onClear: () => void }) {
  const { data: folio } = useFolio(reservationId);
  const label = folio
    ? `Reserva de ${guestFullName(folio.guest)} · Quarto ${folio.room.number} · ${formatDate(folio.checkInDate)} a ${formatDate(folio.checkOutDate)}`
    : "Pagamentos de uma reserva";
  return (
    <div className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-1 pr-1 pl-3 text-sm text-primary">
      <span className="min-w-0 break-words">{label}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label="Mostrar os pagamentos de todas as reservas"
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
