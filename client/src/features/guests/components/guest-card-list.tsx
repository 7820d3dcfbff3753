import type { GuestRecord } from "@/api/use-guests";
import { GuestCard } from "./guest-card";
import type { GuestActionHandlers } from "./guest-row-actions";

interface GuestCardListProps extends GuestActionHandlers {
  guests: GuestRecord[];
  onAddTag: (guest: GuestRecord) => void;
  onRemoveTag: (guest: GuestRecord, tag: string) => void;
}

export function GuestCardList({ guests, ...handlers }: GuestCardListProps) {
  return (
    <ul className="divide-y border-t" aria-label="Hóspedes">
      {guests.map((guest) => (
        <GuestCard key={guest.id} guest={guest} {...handlers} />
      ))}
    </ul>
  );
}
