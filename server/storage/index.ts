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
import { billingStorage } from "./billing";
import { consumptionStorage } from "./consumption";
import { dashboardStorage } from "./dashboard";
import { contasStorage, lancamentosStorage, tagsFinanceirasStorage } from "./finance";
import { guestsStorage } from "./guests";
import { paymentsStorage } from "./payments";
import { productsStorage } from "./products";
import { reservationGuestsStorage } from "./reservation-guests";
import { reservationsStorage } from "./reservations";
import { roomsStorage } from "./rooms";
import { settingsStorage } from "./settings";
import { staysStorage } from "./stays";
import { uploadsStorage } from "./uploads";
import { loginThrottleStorage, usersStorage } from "./users";

/** Every storage module on one connection or transaction. */
export function storage(db: DbOrTx) {
  return {
    billing: billingStorage(db),
    consumption: consumptionStorage(db),
    contas: contasStorage(db),
    dashboard: dashboardStorage(db),
    guests: guestsStorage(db),
    lancamentos: lancamentosStorage(db),
    loginThrottle: loginThrottleStorage(db),
    payments: paymentsStorage(db),
    products: productsStorage(db),
    reservationGuests: reservationGuestsStorage(db),
    reservations: reservationsStorage(db),
    rooms: roomsStorage(db),
    settings: settingsStorage(db),
    stays: staysStorage(db),
    tagsFinanceiras: tagsFinanceirasStorage(db),
    uploads: uploadsStorage(db),
    users: usersStorage(db),
  };
}
