/** A row of GET /api/reservations/:id/guests: the main guest first, then the companions (docs/product.md §7.5). */
export interface StayGuest {
  guestId: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  /** The reservation's own guest: always first, never removed. */
  isMain: boolean;
  /** Under 18 on the check-in date. */
  isMinor: boolean;
  /** A minor's responsible adult, one of the stay's guests; null for the main guest and when not recorded. */
  guardianGuestId: string | null;
}
