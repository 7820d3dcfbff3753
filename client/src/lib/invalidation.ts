import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys as keys } from "./query-keys";

// Each key below is a prefix: it refreshes every read under it (see query-keys.ts).

/** Every read that shows a guest's name or phone: the register, the reservations (list, map, one, a guest's
 * history, folios), the front desk, today's arrivals on the dashboard and the payments. */
const SHOWS_GUESTS = [
  keys.guests.all,
  keys.reservations.all,
  keys.stays.all,
  keys.dashboard.todayCheckIns,
  keys.payments.all,
] as const satisfies readonly QueryKey[];

/** What a booking moves: the reservations, which rooms are free, the front desk's pending check-ins, the
 * dashboard's figures and arrivals; the rooms list too (docs/product.md §12). */
const BOOKINGS = [
  keys.reservations.all,
  keys.rooms.all,
  keys.rooms.availabilityAll,
  keys.stays.all,
  keys.dashboard.stats,
  keys.dashboard.todayCheckIns,
] as const satisfies readonly QueryKey[];

/** What money received or given back moves: the payments, the stay's bill and payment status (the reservations,
 * the front desk), the account's balance and its ledger entry, and every dashboard figure of revenue. */
const MONEY_OF_STAYS = [
  keys.payments.all,
  keys.reservations.all,
  keys.stays.all,
  keys.finance.contas,
  keys.finance.lancamentosAll,
  keys.dashboard.stats,
  keys.dashboard.recentTransactions,
  keys.dashboard.revenueAll,
] as const satisfies readonly QueryKey[];

/** Which reads each kind of change refreshes once the server has accepted it. */
const INVALIDATIONS = {
  /** A new guest has no stay yet: only the register lists them. */
  guestAdded: [keys.guests.all],
  /** A name or phone changed: everything that shows it. */
  guestChanged: SHOWS_GUESTS,
  /** Tags show only in the register. */
  guestTagsChanged: [keys.guests.all],
  /** A guest with reservations cannot be removed, so only the register had them. */
  guestRemoved: [keys.guests.all],
  /** A consent, a hold or a request of the guest (§18): their row in the register and their privacy reads. */
  guestPrivacyChanged: [keys.guests.all],
  /** Anonymised: the name becomes initials wherever it shows, and the retention's dry run loses them. */
  guestAnonymized: [...SHOWS_GUESTS, keys.privacy.all],
  /** The retention settings: the settings and the dry run that follows them. */
  privacySettingsChanged: [keys.privacy.all],

  /** Created, edited, its status moved or deleted. */
  reservationChanged: BOOKINGS,

  /** A companion added or removed: the stay's guests and the histories (under the reservations), a new guest. */
  stayGuestsChanged: [keys.reservations.all, keys.guests.all],

  /** Check-in or check-out moves the same reads: the stay, the reservation's status, the room's, the figures. */
  stayChanged: BOOKINGS,

  /** A new room: the lists of rooms, what is bookable, the occupancy figures. */
  roomAdded: [keys.rooms.all, keys.rooms.availabilityAll, keys.dashboard.stats],
  /** Its number, type or price changed: also everything that shows them (reservations, front desk, arrivals). */
  roomChanged: [
    keys.rooms.all,
    keys.rooms.availabilityAll,
    keys.dashboard.stats,
    keys.reservations.all,
    keys.stays.all,
    keys.dashboard.todayCheckIns,
  ],
  /** Livre, Ocupado, Limpeza...: the rooms, what is bookable (not out of order) and the occupancy figures. */
  roomStatusChanged: [keys.rooms.all, keys.rooms.availabilityAll, keys.dashboard.stats],
  /** A room with reservations cannot be removed. */
  roomRemoved: [keys.rooms.all, keys.rooms.availabilityAll, keys.dashboard.stats],

  /** A payment of a stay: its receita, the account's balance, the bill, the reservation's status, the revenue. */
  paymentRecorded: MONEY_OF_STAYS,
  /** A refund writes the opposite entries: the same reads. */
  paymentRefunded: MONEY_OF_STAYS,

  /** A lançamento created, settled ('Dar baixa') or reversed ('Estornar'): the entries and the balances. */
  lancamentoChanged: [keys.finance.lancamentosAll, keys.finance.contas],
  /** Its tags only show in the entries. */
  lancamentoTagsChanged: [keys.finance.lancamentosAll],
  /** An account created or edited: the cards, and the entries and payments that show its name. */
  contaChanged: [keys.finance.contas, keys.finance.lancamentosAll, keys.payments.all],
  /** A new tag: the tag cards and the pickers. */
  tagAdded: [keys.finance.tags],

  /** An item created, edited, tagged or deleted: the catalogue and its cards. */
  productChanged: [keys.products.all],
  /** A purchase: the stock and its moves; with a despesa, the account's balance and the entries too. */
  stockEntered: [keys.products.all, keys.finance.contas, keys.finance.lancamentosAll],
  /** A line charged or removed: the stock, the stay's lines and bill, the reservation's payment status. */
  consumptionChanged: [keys.products.all, keys.consumption.all, keys.reservations.all, keys.stays.all],

  /** A cash day closed or reopened: that day's cash (the report's figures come from the ledger, untouched). */
  cashClosingChanged: [keys.cashClosings.all],

  /** The pousada's own data: what receipts and PIX codes print. */
  pousadaChanged: [keys.settings.all, keys.payments.all],
  /** Geral saved: the settings themselves and the front desk, whose late flags follow the check-out hour. */
  geralChanged: [keys.settings.all, keys.stays.all],
  /** Configurações > FNRH saved or switched off: its card and the front desk (the panel, the states, the list). */
  fnrhSettingsChanged: [keys.fnrh.settings, keys.stays.all],
  /** The ficha's trip, a minor's responsible adult, race/disability, or a 'Reenviar': the front desk's FNRH reads. */
  fichaChanged: [keys.stays.all],

  /** The tarifário changed: Configurações > Tarifário and every quote. */
  tarifarioChanged: [keys.rates.all],

  /** A feed added, switched, synced or removed: its room's feeds (under the rooms), the logs, the conflicts and the
   * bell, and the map's blocks. */
  feedsChanged: [keys.rooms.all, keys.channels.logs, keys.channels.conflicts, keys.reservations.all],
  /** A conflict resolved: the list, the bell and the map (a 'moved' block takes its nights). */
  conflictResolved: [keys.channels.conflicts, keys.reservations.all],
  /** The sync period: the setting and every feed's next run. */
  canaisSettingsChanged: [keys.channels.settings, keys.rooms.all],

  /** Invited, role changed, deactivated or reactivated, or given a new-password link: the Usuários list. */
  userChanged: [keys.users.all],
  /** The signed-in user's names or e-mail: the top bar, the sidebar, Perfil and the Usuários list. */
  profileChanged: [keys.currentUser, keys.users.all],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof INVALIDATIONS;

/** Marks the reads a change affects as stale; the ones on screen refetch at once. Resolves when they have. */
export async function invalidateAfter(queryClient: QueryClient, change: Change): Promise<void> {
  await Promise.all(INVALIDATIONS[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
