// Who stays (docs/product.md §7.5): the adults and children a reservation counts, and who among its guests is a
// minor. Both sides use them: the server to store and check, the forms to derive the number of guests.

/** A guest is a minor until this birthday. */
const ADULT_AGE = 18;

interface GuestCounts {
  numberOfGuests?: number;
  adults?: number;
  children?: number;
}

/**
 * The three counts together, or nothing when none was sent. The number of guests alone means that many adults (as
 * clients before adults and children send it); adults default to the number of guests less the children, or 1.
 */
export function resolveGuestCounts(values: GuestCounts): Required<GuestCounts> | undefined {
  const { numberOfGuests, adults, children } = values;
  if (adults === undefined && children === undefined) {
    return numberOfGuests === undefined ? undefined : { numberOfGuests, adults: numberOfGuests, children: 0 };
  }
  const kids = children ?? 0;
  const grown = adults ?? (numberOfGuests === undefined ? 1 : numberOfGuests - kids);
  return { numberOfGuests: grown + kids, adults: grown, children: kids };
}

/** Whole years someone born on `birthDate` has on `date` (both "YYYY-MM-DD"). */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(4) >= birthDate.slice(4) ? years : years - 1;
}

/** Whether someone born on `birthDate` is under 18 on `date` (both "YYYY-MM-DD"); an unknown birth date is not. */
export function isMinorOn(birthDate: string | null | undefined, date: string): boolean {
  if (!birthDate) return false;
  const adultFrom = `${Number(birthDate.slice(0, 4)) + ADULT_AGE}${birthDate.slice(4)}`;
  return adultFrom > date;
}
