import { UserRound } from "lucide-react";
import type { RoomListItem } from "@shared/api";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Who is in the room now and until when (docs/product.md §5.2); nothing when nobody is. */
export function RoomCurrentGuest({ room, className }: { room: Partial<RoomListItem>; className?: string }) {
  const stay = room.currentStay;
  if (!stay) return null;
  return (
    <p className={cn("flex min-w-0 items-center gap-1.5 text-sm", className)}>
      <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {/* A long name gives way; the check-out date always shows. */}
      <span className="min-w-0 truncate">{stay.guestName}</span>
      <span className="shrink-0 text-muted-foreground"> · até {formatDate(stay.checkOutDate)}</span>
    </p>
  );
}
