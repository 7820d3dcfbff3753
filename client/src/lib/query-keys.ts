import type { QueryKey } from "@tanstack/react-query";
import { SESSION_CHECK_PATH } from "@shared/signed-in-pages";

/**
 * Every read the client makes, by what it reads. The key is also the address (docs/product.md §12.1): its parts joined
 * with "/" are the URL the read GETs, and a trailing object is its query string:
 *   ["/api/checkinout", "overview"]        -> GET /api/checkinout/overview
 *   ["/api/reservations", { from, to }]    -> GET /api/reservations?from=...&to=...
 * Keys nest, so a shorter key is the prefix of the longer ones: invalidating ["/api/reservations"] refreshes the
 * list, every map window, one reservation and a guest's history. What each change refreshes is in invalidation.ts.
 * Nobody else writes a key.
 */

const ROOMS = "/api/rooms";
const AVAILABILITY = "/api/rooms/availability";
const GUESTS = "/api/guests";
const RESERVATIONS = "/api/reservations";
const STAYS = "/api/checkinout";
const DOCUMENTS = "/api/objects";
const CONTAS = "/api/contas-bancarias";
const LANCAMENTOS = "/api/lancamentos-financeiros";
const TAGS = "/api/tags-financeiras";
const PAYMENTS = "/api/payments";
const SETTINGS = "/api/settings";
const RATES = "/api/rates";
const FEEDS = "/api/calendar-feeds";
const CONFLICTS = "/api/calendar-conflicts";
const SYSTEM = "/api/system";
const PRODUCTS = "/api/products";
const CONSUMPTION = "/api/product-consumption";
const REPORTS = "/api/reports";
const CASH_CLOSINGS = "/api/fechamentos-caixa";
const AUDIT = "/api/audit";
const USERS = "/api/users";
const INVITATIONS = "/api/invitations";
const PRIVACY = "/api/privacy";

/** GET /api/products's query: a page size and the catalogue's search, category, active, sort and direction. */
export type ProductListParams = {
  limit: number;
  search?: string;
  category?: string;
  active?: string;
  sort?: string;
  dir?: string;
};

export interface AvailabilityParams {
  checkIn: string;
  checkOut: string;
  /** The reservation being edited: its own stay does not make its room busy. */
  excludeReservationId?: string;
}

/** The Guests page and the new-reservation typeahead: GET /api/guests?search=&limit= (docs/product.md §12.4). */
export interface GuestListParams {
  limit: number;
  search?: string;
}

/** The Reservations list: GET /api/reservations?search=&status=&limit= (docs/product.md §12.5). */
export interface ReservationListParams {
  limit: number;
  search?: string;
  /** One status, or several separated by commas. */
  status?: string;
  /** A day (YYYY-MM-DD): arriving, leaving, or in the house that night (docs/product.md §12.5). */
  arrivals?: string;
  departures?: string;
  inHouse?: string;
}

/** The parts of a period's report, each its own read (the tabs load only when opened). */
export type ReportPart = "summary" | "financeiro" | "ocupacao" | "pagamentos" | "hospedes";

export const queryKeys = {
  /** GET /api/auth/user: who is signed in (null when nobody). */
  currentUser: [SESSION_CHECK_PATH],

  rooms: {
    /** GET /api/rooms: every room, active or not. */
    all: [ROOMS],
    /** Prefix of every availability read. */
    availabilityAll: [AVAILABILITY],
    /** GET /api/rooms/availability?checkIn=&checkOut=[&excludeReservationId=]: rooms bookable for those nights. */
    availability: (params: AvailabilityParams) => [AVAILABILITY, params] as const,
  },

  guests: {
    /** Prefix of every guest read: the register's pages and its counts. */
    all: [GUESTS],
    /** GET /api/guests/{id}: one guest (the check-in's panel opens it to complete the ficha). */
    one: (id: string) => [GUESTS, id] as const,
    /** GET /api/guests?limit=&search=: the register a page at a time (pages: read it with usePagedList only). */
    pages: (params: GuestListParams) => [GUESTS, params] as const,
    /** GET /api/guests/summary: the counts over the whole register (Total de Hóspedes, Com Email). */
    summary: [GUESTS, "summary"],
    /** GET /api/guests/{id}/credits: the guest's credits from cancelled stays and what is available (§10.7). */
    credits: (id: string) => [GUESTS, id, "credits"] as const,
    /** GET /api/guests/{id}/lgpd-requests: the guest's requests under the LGPD, newest first (§18). */
    lgpdRequests: (id: string) => [GUESTS, id, "lgpd-requests"] as const,
    /** GET /api/guests/{id}/access-log (owner): who did what to or looked at the guest's data. */
    accessLog: (id: string) => [GUESTS, id, "access-log"] as const,
    /** GET /api/guests/{id}/data-export: everything held about the guest (the printed page). */
    dataExport: (id: string) => [GUESTS, id, "data-export"] as const,
  },

  privacy: {
    /** Prefix of Configurações > Privacidade's reads (owner). */
    all: [PRIVACY],
    /** GET /api/privacy/settings: how long document photos and inactive guests are kept. */
    settings: [PRIVACY, "settings"],
    /** GET /api/privacy/retention-preview: what the next retention run would remove. */
    retentionPreview: [PRIVACY, "retention-preview"],
  },

  reservations: {
    /** Prefix of every reservation read below. */
    all: [RESERVATIONS],
    /** GET /api/reservations?limit=&search=&status=&arrivals=…: the list a page at a time (read it with usePagedList only). */
    pages: (params: ReservationListParams) => [RESERVATIONS, params] as const,
    /** GET /api/reservations/summary: how many reservations there are in each status (the count cards). */
    summary: [RESERVATIONS, "summary"],
    /** GET /api/reservations/deposits: 'Aguardando sinal', pending reservations with the deposit unpaid. */
    awaitingDeposit: [RESERVATIONS, "deposits"],
    /** GET /api/reservations?from=&to=: the live stays a window of the map shows. */
    window: (from: string, to: string) => [RESERVATIONS, { from, to }] as const,
    /** GET /api/reservations?guestId=: one guest's history. */
    ofGuest: (guestId: string) => [RESERVATIONS, { guestId }] as const,
    /** GET /api/reservations/{id}: one reservation in full. */
    one: (id: string) => [RESERVATIONS, id] as const,
    /** GET /api/reservations/{id}/folio: the guest's bill (nights, consumption, payments, balance). */
    folio: (id: string) => [RESERVATIONS, id, "folio"] as const,
    /** GET /api/reservations/{id}/cancellation-proposal?status=: the split its cancellation policy gives today. */
    cancellationProposal: (id: string, status: "cancelled" | "no_show") =>
      [RESERVATIONS, id, "cancellation-proposal", { status }] as const,
    /** GET /api/reservations/{id}/guests: who stays, the main guest first (docs/product.md §7.5). */
    guests: (id: string) => [RESERVATIONS, id, "guests"] as const,
    /** GET /api/reservations?search=&status=&limit=&total=false: the stays a payment may be recorded for. */
    payable: (params: { search: string; status: string; limit: number; total: "false" }) =>
      [RESERVATIONS, params] as const,
  },

  stays: {
    /** Prefix of every front-desk read. */
    all: [STAYS],
    /** GET /api/checkinout/overview: the three lists and the counts of the Check-in / Check-out screen. */
    overview: [STAYS, "overview"],
    /** GET /api/checkinout/fnrh/configuracao: whether the desk shows the FNRH (configured) and its check-in mode. */
    fnrhConfig: [STAYS, "fnrh", "configuracao"],
    /** GET /api/checkinout/fnrh/pendentes: 'Fichas FNRH atrasadas ou com erro'. */
    fnrhPending: [STAYS, "fnrh", "pendentes"],
    /** GET /api/checkinout/{stayId}/fnrh: a stay's and its guests' state with the register. */
    fnrh: (stayId: string) => [STAYS, stayId, "fnrh"] as const,
    /** GET /api/checkinout/ficha/{reservationId}: what the FNRH's ficha still lacks before the check-in. */
    ficha: (reservationId: string) => [STAYS, "ficha", reservationId] as const,
  },

  dashboard: {
    /** GET /api/dashboard/stats: the four figures and the notifications. */
    stats: ["/api/dashboard/stats"],
    /** GET /api/dashboard/recent-transactions. */
    recentTransactions: ["/api/dashboard/recent-transactions"],
    /** Prefix of the revenue reads of every period. */
    revenueAll: ["/api/dashboard/revenue"],
    /** GET /api/dashboard/revenue?days=: completed payments per day. */
    revenue: (days: number) => ["/api/dashboard/revenue", { days }] as const,
    /** GET /api/dashboard/today-checkins: today's arrivals, with guest names, phones and rooms. */
    todayCheckIns: ["/api/dashboard/today-checkins"],
  },

  finance: {
    /** GET /api/contas-bancarias: every account with its saldoAtual. */
    contas: [CONTAS],
    /** GET /api/tags-financeiras. */
    tags: [TAGS],
    /** Prefix of every lançamentos read. */
    lancamentosAll: [LANCAMENTOS],
    /** GET /api/lancamentos-financeiros/summary?<the list's filters>: receitas and despesas of every row they match. */
    lancamentosSummary: (params: { [filter: string]: string | undefined }) => [LANCAMENTOS, "summary", params] as const,
    /** GET /api/lancamentos-financeiros/{data|tipo|valor}/{asc|desc}?filters (paged with limit and cursor). */
    lancamentos: <P extends Record<string, string | number | undefined>>(field: string, direction: string, params: P) =>
      [LANCAMENTOS, field, direction, params] as const,
  },

  payments: {
    /** Prefix of every payments read. */
    all: [PAYMENTS],
    /** GET /api/payments?from=&to=&method=&reservationId= (paged with limit and cursor). */
    list: (params: { limit: number; [filter: string]: string | number | undefined }) => [PAYMENTS, params] as const,
    /** GET /api/payments/summary?<the list's filters>: the sum of every payment they match. */
    summary: (params: { [filter: string]: string | undefined }) => [PAYMENTS, "summary", params] as const,
    /** GET /api/payments/{id}: one payment with its refunds (the receipt). */
    one: (id: string) => [PAYMENTS, id] as const,
    /**
     * POST /api/payments/pix: the static PIX code of an amount into an account. A computation with no side effect,
     * cached by what it was computed from (the read posts instead of getting: use-pix-code.ts).
     */
    pix: (params: { contaBancariaId: string; amount: string; reservationId: string }) =>
      [PAYMENTS, "pix", params] as const,
  },

  settings: {
    /** GET /api/settings: the pousada's own data and Geral ({pousada, geral}). */
    all: [SETTINGS],
  },

  fnrh: {
    /** GET /api/settings/fnrh (owner): Configurações > FNRH, never the key. */
    settings: ["/api/settings/fnrh"],
  },

  roomTypes: {
    /** GET /api/room-types: each room type's description and photos (Quartos e Suítes > Tipos de quarto). */
    all: ["/api/room-types"],
  },

  bookingPage: {
    /** GET /api/settings/booking-page (owner): Reservar online's settings. */
    settings: ["/api/settings/booking-page"],
    /** GET /api/online-bookings: 'Reservas online aguardando sinal'. */
    awaiting: ["/api/online-bookings"],
    /** GET /api/pix-recebidos: the PSP's Pix that became no payment (docs/decisions/0065). */
    unrecordedPix: ["/api/pix-recebidos"],
  },

  rates: {
    /** GET /api/rates: Configurações > Tarifário (rates, seasons, packages, restrictions, policies, settings). */
    all: [RATES],
    /** GET /api/rates/quote?roomId=&checkInDate=&checkOutDate=&adults=&childrenAges=: the price of a stay. */
    quote: (params: {
      roomId: string;
      checkInDate: string;
      checkOutDate: string;
      adults: number;
      childrenAges: string;
    }) => [RATES, "quote", params] as const,
  },

  channels: {
    /** GET /api/rooms/{id}/calendar-feeds (owner): the room's imported calendars with their status. */
    feeds: (roomId: string) => [ROOMS, roomId, "calendar-feeds"] as const,
    /** GET /api/rooms/{id}/calendar-export (owner): the room's export URL ({url}). */
    exportUrl: (roomId: string) => [ROOMS, roomId, "calendar-export"] as const,
    /** Prefix of every feed's log. */
    logs: [FEEDS],
    /** GET /api/calendar-feeds/{id}/log (owner): the feed's last runs. */
    log: (feedId: string) => [FEEDS, feedId, "log"] as const,
    /** GET /api/calendar-conflicts (owner), and under it /attention (the bell's counts). */
    conflicts: [CONFLICTS],
    attention: [CONFLICTS, "attention"],
    /** GET /api/settings/canais (owner): the sync period. */
    settings: [SETTINGS, "canais"],
  },

  system: {
    /** GET /api/system: Configurações > Sistema's figures (owner). */
    info: [SYSTEM],
  },

  users: {
    /** GET /api/users: every account with its role, status and last access (Configurações > Usuários, owner). */
    all: [USERS],
    /**
     * POST /api/invitations/lookup {token}: who a one-time link invites (the invitation page). A read that posts,
     * so the token never goes into a URL (use-invitation.ts).
     */
    invitation: (token: string) => [INVITATIONS, "lookup", { token }] as const,
  },

  products: {
    /** Prefix of every products read: the catalogue's pages, the summary, each item's history. */
    all: [PRODUCTS],
    /** GET /api/products?search=&category=&active=&sort=&dir= (paged with limit and cursor). */
    list: (params: ProductListParams) => [PRODUCTS, params] as const,
    /** GET /api/products/summary: the four cards. */
    summary: [PRODUCTS, "summary"],
    /** GET /api/products/{id}/stock-moves (paged): the item's stock moves, newest first. */
    stockMoves: (id: string) => [PRODUCTS, id, "stock-moves", { limit: 20 }] as const,
    /** GET /api/products/{id}/consumption (paged): where the item went, newest first. */
    consumption: (id: string) => [PRODUCTS, id, "consumption", { limit: 20 }] as const,
  },

  consumption: {
    /** Prefix of every consumption read. */
    all: [CONSUMPTION],
    /** GET /api/product-consumption?reservationId=: a stay's lines, each saying whether it may be removed. */
    ofReservation: (reservationId: string) => [CONSUMPTION, { reservationId }] as const,
  },

  reports: {
    /** Prefix of every report read. */
    all: [REPORTS],
    /** GET /api/reports/{summary|financeiro|ocupacao|pagamentos|hospedes}?from=&to=: one part of a period's report. */
    of: (part: ReportPart, period: { from: string; to: string }) =>
      [REPORTS, part, { from: period.from, to: period.to }] as const,
  },

  cashClosings: {
    /** Prefix of every cash-day read. */
    all: [CASH_CLOSINGS],
    /** GET /api/fechamentos-caixa?data=: a day's cash of every active 'caixa' account, with its closing. */
    day: (data: string) => [CASH_CLOSINGS, { data }] as const,
  },

  audit: {
    /** GET /api/audit?userId=&kind=&from=&to= (paged with limit and cursor): the owner's audit log, newest first. */
    list: (params: { limit: number; [filter: string]: string | number | undefined }) => [AUDIT, params] as const,
    /** GET /api/audit/users: who appears in the log (the user filter). */
    users: [AUDIT, "users"],
  },

  documents: {
    /** HEAD /api/objects/{path}: the content type of a stored guest document (an image or a PDF). */
    contentType: (objectPath: string) => [DOCUMENTS, "content-type", objectPath] as const,
  },
} as const;

const isQueryParams = (part: unknown): part is Record<string, unknown> =>
  typeof part === "object" && part !== null && !Array.isArray(part);

/** The URL a key reads: its parts joined with "/", a trailing object as the query string (empty values left out). */
export function urlOfQueryKey(queryKey: QueryKey): string {
  const last = queryKey[queryKey.length - 1];
  const params = isQueryParams(last) ? last : null;
  const path = (params ? queryKey.slice(0, -1) : queryKey).join("/");
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
