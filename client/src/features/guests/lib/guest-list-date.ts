import { formatDate } from "@/lib/format";
import type { GuestRecord } from "@/api/use-guests";

/** The list's Data column: the birth date, else the day the guest was registered (docs/product.md §5). */
export function guestListDate(guest: GuestRecord): { text: string; isBirthDate: boolean } {
  return guest.birthDate
    ? { text: formatDate(guest.birthDate), isBirthDate: true }
    : { text: formatDate(guest.createdAt), isBirthDate: false };
}
