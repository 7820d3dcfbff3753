import { CalendarDays } from "lucide-react";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { fromCentavos, toCentavos } from "@shared/money";
import { isLiveStatus } from "@shared/reservations";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency, formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { useGuestReservations } from "../api/use-guest-reservations";

/**
 * The guest's stays and what they add up to (cancelled and no-show ones are listed but not counted). Stays as a
 * companion (another guest's reservation, docs/product.md §7.5) are listed, marked, and not counted: the main guest paid.
 */
export function GuestReservations({ guestId }: { guestId: string }) {
  const { data: reservations, isLoading, isError } = useGuestReservations(guestId);

  if (isLoading) return <Skeleton className="h-20 w-full" aria-label="Carregando reservas" />;
  if (isError || !reservations) {
    return <p className="text-sm text-destructive">Não foi possível carregar as reservas deste hóspede.</p>;
  }
  if (reservations.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden="true" /> Nenhuma reserva para este hóspede.
      </p>
    );
  }

  const total = fromCentavos(
    reservations
      .filter((r) => isLiveStatus(r.status) && r.guestId === guestId)
      .reduce((sum, r) => sum + toCentavos(r.totalAmount), 0),
  );
  return (
    <div className="space-y-2">
      <ul className="divide-y rounded-md border text-sm" aria-label="Reservas do hóspede">
        {reservations.map((reservation) => (
          <li key={reservation.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div className="min-w-0">
              <p className="font-medium tabular-nums">
                Quarto {reservation.room.number} · {formatDate(reservation.checkInDate)} a{" "}
                {formatDate(reservation.checkOutDate)}
              </p>
              <p className="text-xs text-muted-foreground">
                {RESERVATION_STATUS_LABELS[reservation.status as ReservationStatus] ?? reservation.status}
                {reservation.guestId !== guestId && ` · Acompanhante de ${guestFullName(reservation.guest)}`}
              </p>
            </div>
            {reservation.guestId === guestId ? (
              <span className="shrink-0 tabular-nums">{formatCurrency(reservation.totalAmount)}</span>
            ) : (
              <Badge variant="outline" className="shrink-0">
                Acompanhante
              </Badge>
            )}
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-sm font-semibold">
        <span>Total gasto</span>
        <span className="tabular-nums" data-testid="guest-total-spent">
          {formatCurrency(total)}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">
        Soma das reservas do hóspede, sem as canceladas, as de não comparecimento e as estadias como acompanhante.
      </p>
    </div>
  );
}
