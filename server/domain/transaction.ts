// The shape of a write that must be all-or-nothing (server/storage/index.ts): every storage module on one
// transaction, run again after a deadlock, at one instant read from the clock.
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { storage } from "../storage";
import type { Clock } from "./clock";

/** Every storage module on one connection or transaction. */
export type Store = ReturnType<typeof storage>;

/** Runs `work` in one transaction on `db`, again after a deadlock, with the transaction's storage and its instant. */
export const transactional =
  (db: Db, clock: Clock) =>
  <T>(work: (s: Store, now: Date) => Promise<T>) =>
    retryOnConflict(() => db.transaction((tx) => work(storage(tx), clock())));
