import { ROOM_TYPE_LABELS, type RoomType } from "@shared/enums";
import { formatPhone } from "@shared/identity";
import { nightsBetween } from "@shared/reservations";
import { DetailRow } from "@/components/detail-row";
import { formatCurrency, formatDate, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { ActiveStay } from "../api/stay-records";
import { guestCountLabel } from "../lib/guest-count-label";
import { checkedInAt } from "../lib/stay-times";
import { StayBadges } from "./stay-badges";

const roomTypeLabel = (type: string) => ROOM_TYPE_LABELS[type as RoomType] ?? type;

/** Who, where and when: what the row already knows, shown at once while the folio loads. */
export function StayFacts({ stay }: { stay: ActiveStay }) {
  const { reservation } = stay;
  const nights = nightsBetween(reservation.checkInDate, reservation.checkOutDate);
  return (
    <dl className="divide-y">
      <DetailRow label="Hóspede">{guestFullName(stay.guest)}</DetailRow>
      <DetailRow label="Celular">{formatPhone(stay.guest.phone) || "—"}</DetailRow>
      <DetailRow label="Quarto">
        {stay.room.number} - {roomTypeLabel(stay.room.type)}
      </DetailRow>
      <DetailRow label="Check-in">{formatDateTime(checkedInAt(stay))}</DetailRow>
      <DetailRow label="Check-out previsto">{formatDate(reservation.checkOutDate)}</DetailRow>
      <DetailRow label="Período">
        {formatDate(reservation.checkInDate)} a {formatDate(reservation.checkOutDate)} · {nights}{" "}
        {nights === 1 ? "noite" : "noites"} · {guestCountLabel(reservation.numberOfGuests)}
      </DetailRow>
      <DetailRow label="Total da reserva">{formatCurrency(reservation.totalAmount)}</DetailRow>
      <DetailRow label="Status">
        <StayBadges stay={stay} />
      </DetailRow>
    </dl>
  );
}
