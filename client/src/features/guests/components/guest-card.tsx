import { TagChipList } from "@/components/tag-chip-list";
import type { GuestRecord } from "@/api/use-guests";
import { guestFullName } from "@/lib/guest-name";
import { guestListDate } from "../lib/guest-list-date";
import { GuestAddressLink } from "./guest-address-link";
import { GuestContactLinks } from "./guest-contact-links";
import { GuestRowActions, type GuestActionHandlers } from "./guest-row-actions";

/** What a guest of the register answers to, as a table row or as a card. */
export interface GuestListHandlers extends GuestActionHandlers {
  onAddTag: (guest: GuestRecord) => void;
  onRemoveTag: (guest: GuestRecord, tag: string) => void;
}

/** One guest on a phone: the same six pieces of the table row, stacked. */
export function GuestCard({ guest, onAddTag, onRemoveTag, ...actions }: GuestListHandlers & { guest: GuestRecord }) {
  const name = guestFullName(guest);
  const date = guestListDate(guest);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={() => actions.onView(guest)}
          className="min-w-0 rounded-sm pt-2 text-left font-medium break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`Ver detalhes de ${name}`}
        >
          {name}
        </button>
        <GuestRowActions guest={guest} {...actions} />
      </div>
      <div className="text-sm">
        <GuestContactLinks guest={guest} />
      </div>
      {guest.address && (
        <div className="text-sm">
          <GuestAddressLink address={guest.address} />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TagChipList
          tags={guest.tags}
          onRemove={(tag) => onRemoveTag(guest, tag)}
          onAdd={() => onAddTag(guest)}
          addLabel={`Adicionar etiqueta a ${name}`}
        />
        <span className="text-xs text-muted-foreground tabular-nums">
          {date.isBirthDate ? "Nascimento" : "Cadastro"} {date.text}
        </span>
      </div>
    </>
  );
}
