// Data access, one module per domain: Drizzle queries only, no rules. Every module is a factory over a `DbOrTx`,
// the pool or a transaction alike, so a domain operation that must be all-or-nothing opens ONE transaction and
// runs every storage call on it; no other module writes SQL. The pattern (server/domain/front-desk.ts):
//
//   await retryOnConflict(() =>              // the whole transaction runs again after a deadlock (server/db/retry.ts)
//     db.transaction(async (tx) => {
//       const { reservations, rooms, stays } = storage(tx);
//       const reservation = await reservations.lockById(id);   // SELECT ... FOR UPDATE: concurrent desks take turns
//       await stays.insert({ ... });
//       await rooms.updateStatus(reservation.roomId, "occupied", now);
//     }),
//   );
//
// Posting a payment, its ledger entry and a stock move is the same shape: three storage modules on one `tx`.
// Reads outside a transaction take the pool (`storage(db)`). The one exception is rooms-json.ts: the hot
// GET /api/rooms read, a prepared statement on the read pipeline, which belongs to the pool and never to a transaction.
import type { DbOrTx } from "../db";
import { auditStorage } from "./audit";
import { billingStorage } from "./billing";
import { bookingPageStorage } from "./booking-page";
import { calendarConflictsStorage } from "./calendar-conflicts";
import { calendarFeedsStorage } from "./calendar-feeds";
import { consumptionStorage } from "./consumption";
import { creditsStorage } from "./credits";
import { depositsStorage } from "./deposits";
import { dashboardStorage } from "./dashboard";
import { contasStorage } from "./finance-accounts";
import { lancamentosStorage } from "./finance-entries";
import { tagsFinanceirasStorage } from "./finance-tags";
import { guestsStorage } from "./guests";
import { paymentsStorage } from "./payments";
import { pixPspStorage } from "./pix-psp";
import { productsStorage } from "./products";
import { reservationGuestsStorage } from "./reservation-guests";
import { reservationNightsStorage } from "./reservation-nights";
import { segmentsStorage } from "./reservation-segments";
import { reservationListStorage } from "./reservations-list";
import { reservationsStorage } from "./reservations";
import { roomBlocksStorage } from "./room-blocks";
import { roomsStorage } from "./rooms";
import { roomTypesStorage } from "./room-types";
import { settingsStorage } from "./settings";
import { staysStorage } from "./stays";
import { uploadsStorage } from "./uploads";
import { fechamentoCaixaStorage } from "./reports/fechamento-caixa";
import { loginThrottleStorage } from "./login-throttle";
import { usersStorage } from "./users";

const factories = {
  audit: auditStorage,
  deposits: depositsStorage,
  billing: billingStorage,
  bookingPage: bookingPageStorage,
  calendarConflicts: calendarConflictsStorage,
  calendarFeeds: calendarFeedsStorage,
  consumption: consumptionStorage,
  contas: contasStorage,
  credits: creditsStorage,
  dashboard: dashboardStorage,
  fechamentosCaixa: fechamentoCaixaStorage,
  guests: guestsStorage,
  lancamentos: lancamentosStorage,
  loginThrottle: loginThrottleStorage,
  payments: paymentsStorage,
  pixPsp: pixPspStorage,
  products: productsStorage,
  reservationGuests: reservationGuestsStorage,
  reservationList: reservationListStorage,
  reservationNights: reservationNightsStorage,
  reservations: reservationsStorage,
  roomBlocks: roomBlocksStorage,
  rooms: roomsStorage,
  roomTypes: roomTypesStorage,
  segments: segmentsStorage,
  settings: settingsStorage,
  stays: staysStorage,
  tagsFinanceiras: tagsFinanceirasStorage,
  uploads: uploadsStorage,
  users: usersStorage,
};

type Factories = typeof factories;
type Storage = { readonly [K in keyof Factories]: ReturnType<Factories[K]> };

/**
 * Every storage module on one connection or transaction, each built the first time it is read and kept for the
 * rest of this call's life: a transaction that touches two modules builds two, not sixteen.
 */
export function storage(db: DbOrTx): Storage {
  const built: Partial<Record<keyof Factories, unknown>> = {};
  const modules = {} as Storage;
  for (const name of Object.keys(factories) as (keyof Factories)[]) {
    Object.defineProperty(modules, name, {
      enumerable: true,
      get: () => (built[name] ??= factories[name](db)),
    });
  }
  return modules;
}
