import { UserRound } from "lucide-react";
import type { RoomListItem } from "@shared/api";
import { CHANNEL_LABELS } from "@shared/channels";
import { RESERVATION_ORIGIN_LABELS } from "@shared/enums";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * Who is in the room now, until when, and where the stay came from when not the desk (docs/product.md §5.2, §17):
 * "via Airbnb" for a stay made from a channel's block, "via Reserva online" for the booking page. Nothing when nobody
 * is in.
 */
export function RoomCurrentGuest({ room, className }: { room: Partial<RoomListItem>; className?: string }) {
  const stay = room.currentStay;
  if (!stay) return null;
  const source = stay.channel
    ? CHANNEL_LABELS[stay.channel]
    : stay.origem === "site" || stay.origem === "canal"
      ? RESERVATION_ORIGIN_LABELS[stay.origem]
      : null;
  return (
    <p className={cn("flex min-w-0 items-center gap-1.5 text-sm", className)}>
      <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {/* A long name gives way; the check-out date always shows. */}
      <span className="min-w-0 truncate">{stay.guestName}</span>
      {source && <span className="shrink-0 text-muted-foreground"> · via {source}</span>}
      <span className="shrink-0 text-muted-foreground"> · até {formatDate(stay.checkOutDate)}</span>
    </p>
  );
}
