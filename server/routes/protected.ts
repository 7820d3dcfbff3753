// The API's routers that need a signed-in, active user, each with its mount prefix under /api: the application
// (server/app.ts) puts the session check in front of every one and lists their routes for the tests that walk them.
import type { Router } from "express";
import type { Database } from "../db";
import { systemClock, type Clock } from "../domain/clock";
import type { ObjectStorage } from "../files/object-storage";
import type { Logger } from "../logger";
import { auditRouter } from "./audit";
import { bookingPageSettingsRouter, onlineBookingsRouter } from "./booking-page";
import { channelsRouters } from "./channels";
import { checkInOutRouter } from "./checkinout";
import { dashboardRouter } from "./dashboard";
import { depositsRouter } from "./deposits";
import { contasBancariasRouter, lancamentosRouter, tagsFinanceirasRouter } from "./finance";
import { queueFnrh, queueFnrhRelease } from "../fnrh/queue";
import { fnrhPrecheckinRouter } from "./fnrh-precheckin";
import type { Jobs } from "../jobs";
import { fnrhDeskRouter } from "./fnrh";
import { fnrhSettingsRouter } from "./fnrh-settings";
import { guestCreditsRouter } from "./guest-credits";
import { guestsRouter } from "./guests";
import { guestPrivacyRouter } from "./guest-privacy";
import { privacyRouter } from "./privacy";
import { guestDocumentsRouter, objectsRouter } from "./objects";
import { folioRouter, paymentsRouter } from "./payments";
import { productConsumptionRouter } from "./product-consumption";
import { productsRouter } from "./products";
import { ratesRouter } from "./rates";
import { fechamentosCaixaRouter, reportsRouter } from "./reports";
import { reservationGuestsRouter } from "./reservation-guests";
import { reservationsRouter } from "./reservations";
import { roomsRouter } from "./rooms";
import type { RoomsList } from "../storage/rooms-json";
import { roomTypesRouter } from "./room-types";
import { settingsRouter } from "./settings";
import { systemRouter } from "./system";
import { usersRouter } from "./users";
import { pixReceivedRouter } from "./pix-webhook";
import type { PixPsp } from "../domain/pix-psp";

export interface ProtectedRouterDeps {
  database: Database;
  files: ObjectStorage;
  logger: Logger;
  clock?: Clock;
  /** Whether single sign-on is configured (the users router offers it). */
  sso: boolean;
  /** The public origin (APP_ORIGIN), for the links the users router gives; none in development. */
  publicOrigin: string | undefined;
  /** The key the rooms' calendar export tokens are derived under (docs/decisions/0052). */
  calendarKey: string;
  /** The durable queue (server/jobs): the FNRH's sends; none in most API tests (nothing is then queued). */
  jobs?: Pick<Jobs, "add">;
  /** FNRH_API_URL: the FNRH's base URL instead of the chosen environment's (the fake). */
  fnrhApiUrl?: string;
  /** The optional PSP: the desk's PIX code becomes its dynamic charge (docs/decisions/0065). */
  pixPsp?: PixPsp;
  /** GET /api/rooms's copy of the list, shared with the app's rooms lane (docs/decisions/0075). */
  roomsList: RoomsList;
}

export function protectedRouters({
  database,
  files,
  logger,
  clock,
  sso,
  publicOrigin,
  calendarKey,
  jobs,
  fnrhApiUrl,
  pixPsp,
  roomsList,
}: ProtectedRouterDeps): Array<[string, Router]> {
  const db = database.db;
  return [
    ["/rooms", roomsRouter(db, roomsList)],
    // The room register's room types: descriptions and photos (docs/product.md §16.7).
    ["/room-types", roomTypesRouter(db, files, clock ?? systemClock)],
    ["/guests", guestsRouter({ db, files, logger })],
    // GET /api/guests/:id/credits: the guest's credits from cancelled stays, beside the guests router.
    ["/guests", guestCreditsRouter(db, clock)],
    // GET /api/reservations/deposits: 'Aguardando sinal', before /:id takes "deposits" for an id.
    ["/reservations/deposits", depositsRouter(db, clock)],
    // The guest's LGPD rights: anonymise, data export, requests, access history, hold, consents (§18).
    ["/guests", guestPrivacyRouter({ db, files, logger, clock: clock ?? systemClock })],
    ["/privacy", privacyRouter({ db, logger, clock: clock ?? systemClock })],
    [
      "/reservations",
      reservationsRouter(db, clock, { released: async (id) => void (await queueFnrhRelease(db, jobs, id)) }),
    ],
    [
      "/checkinout",
      checkInOutRouter(db, clock, {
        checkedIn: async (id) => void (await queueFnrh(db, jobs, id)),
        checkedOut: async (id) => void (await queueFnrh(db, jobs, id)),
      }),
    ],
    // The FNRH's panel and the stay's register state, beside the check-in/out router (docs/product.md §19).
    ["/checkinout", fnrhDeskRouter(db, clock, jobs, { apiUrl: fnrhApiUrl })],
    ["/dashboard", dashboardRouter(db, clock)],
    // GET /api/reservations/:id/folio: the guest's bill, beside the reservations router.
    ["/reservations", folioRouter(db)],
    // /api/reservations/:id/guests: who stays (docs/product.md §7.5).
    ["/reservations", reservationGuestsRouter(db)],
    // /api/reservations/:id/fnrh/precheckin: the FNRH pre-check-in's link and fichas (docs/product.md §19).
    ["/reservations", fnrhPrecheckinRouter(db, { apiUrl: fnrhApiUrl })],
    ["/payments", paymentsRouter(db, clock, pixPsp)],
    // The PSP's Pix that became no payment, for the desk to reconcile (docs/decisions/0065).
    ["/pix-recebidos", pixReceivedRouter(db, clock)],
    ["/contas-bancarias", contasBancariasRouter(db, clock)],
    ["/lancamentos-financeiros", lancamentosRouter(db, clock)],
    ["/tags-financeiras", tagsFinanceirasRouter(db, clock)],
    ["/settings", settingsRouter(db, clock)],
    // GET/PUT /api/settings/booking-page and the desk's online bookings awaiting a deposit (docs/product.md §16).
    ["/settings", bookingPageSettingsRouter(db, clock)],
    ["/online-bookings", onlineBookingsRouter(db)],
    // Configurações > FNRH (owner): GET/PUT /api/settings/fnrh and 'Testar conexão'.
    ["/settings", fnrhSettingsRouter(db, { apiUrl: fnrhApiUrl })],
    ["/rates", ratesRouter(db, clock)],
    ["/system", systemRouter({ database, files, clock })],
    ["/users", usersRouter({ db, sso, publicOrigin })],
    ["/products", productsRouter(db, clock)],
    ["/product-consumption", productConsumptionRouter(db, clock)],
    ["/reports", reportsRouter(db, clock)],
    ["/fechamentos-caixa", fechamentosCaixaRouter(db, clock)],
    ["/objects", objectsRouter(files)],
    ["/guest-documents", guestDocumentsRouter(files)],
    ["/audit", auditRouter(db, clock)],
    // The channels' feeds, export and conflicts (docs/product.md §Canais), the owner's.
    ...channelsRouters(db, calendarKey, clock),
  ];
}
