// GET /api/guests/:id/credits: a guest's credits from cancelled stays (docs/product.md §10.7). Money: decimal strings.
interface GuestCreditView {
  id: string;
  amount: string;
  balance: string;
  /** The last day it can be used (YYYY-MM-DD). */
  expiresOn: string;
  createdAt: string;
  originReservationId: string;
  originCheckInDate: string;
  usable: boolean;
}

export interface GuestCredits {
  /** What the guest can pay with today: the sum of the usable credits' balances. */
  available: string;
  credits: GuestCreditView[];
}
