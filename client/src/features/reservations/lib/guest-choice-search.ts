import { onlyDigits } from "@shared/identity";
import type { GuestRecord } from "@/api/use-guests";
import { guestFullName } from "@/lib/guest-name";

/** SPEC section 2 (new reservation): any-case substring of the full name, the phone or the e-mail. */
export function searchGuestChoices(guests: GuestRecord[], search: string) {
  const term = search.trim().toLocaleLowerCase("pt-BR");
  if (!term) return guests;
  const digits = onlyDigits(term);
  return guests.filter(
    (guest) =>
      guestFullName(guest).toLocaleLowerCase("pt-BR").includes(term) ||
      (guest.email ?? "").toLocaleLowerCase("pt-BR").includes(term) ||
      (digits !== "" && guest.phone.includes(digits)),
  );
}
