// The facts of a phone card in a list of stays, after their icons: the room, the dates, the guests.
import type { ReactNode } from "react";
import { BedDouble, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** One fact on a phone card, after its icon: a date, a count, a sum. */
export function CardFact({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <Icon className="size-4" aria-hidden="true" /> {children}
    </span>
  );
}

/** The room's fact on a phone card: 'Quarto 101'. */
export function RoomFact({ room, className }: { room: { number: string }; className?: string }) {
  return (
    <CardFact icon={BedDouble} className={className}>
      Quarto {room.number}
    </CardFact>
  );
}
