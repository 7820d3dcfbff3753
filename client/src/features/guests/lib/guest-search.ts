import { onlyDigits } from "@shared/identity";
import type { GuestRecord } from "@/api/use-guests";
import { guestFullName } from "@/lib/guest-name";

/** Case- and accent-insensitive, so "joao" finds "João" as a clerk would expect. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

// Only a query that looks like a phone ("11 9999", "(11) 99") is compared with phone digits;
// otherwise any stray digit in a name search would match almost every phone.
const PHONE_LIKE = /^[\d\s()+.-]+$/;

export function filterGuests(guests: GuestRecord[], query: string): GuestRecord[] {
  const term = fold(query.trim());
  if (!term) return guests;
  const digits = PHONE_LIKE.test(term) ? onlyDigits(term) : "";
  return guests.filter((guest) => {
    const texts = [guest.firstName, guest.lastName, guestFullName(guest), guest.email ?? ""];
    if (texts.some((text) => fold(text).includes(term))) return true;
    return digits.length > 0 && guest.phone.includes(digits);
  });
}
