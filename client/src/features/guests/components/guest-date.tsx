import type { GuestRecord } from "@/api/use-guests";
import { guestListDate } from "../lib/guest-list-date";

/** The date with what it is, since the column mixes birth dates and registration dates. */
export function GuestDate({ guest }: { guest: GuestRecord }) {
  const { text, isBirthDate } = guestListDate(guest);
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">{text}</span>
      <span className="text-xs text-muted-foreground">{isBirthDate ? "Nascimento" : "Cadastro"}</span>
    </span>
  );
}
