// The deposit release (docs/product.md §15.5, docs/decisions/0055): the job 'liberar-sinais-vencidos' cancels each
// pending reservation whose deposit deadline passed on the database's clock with its payments below the deposit,
// reason 'Sinal não pago no prazo', the room free again (a cancelled reservation holds no nights). One transaction per
// reservation, on its locked row: two instances running the job, or a payment arriving at the same moment, take
// turns on that lock, so each reservation is released once, and never both confirmed and released. Money already
// paid (a partial deposit) goes through the cancellation's own rules (server/domain/cancellation.ts) as a guest
// credit (carta de crédito): the system neither sends money back nor keeps a fee without a person's decision.
import { DEPOSIT_RELEASE_REASON, depositCentavos } from "@shared/deposits";
import { fromCentavos } from "@shared/money";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { storage } from "../storage";
import { billOf } from "./billing";
import { releaseLocked } from "./cancellation";

/** How many reservations one run takes; the next run (a minute later) takes the rest. */
const BATCH = 100;

/** Releases one reservation if it is still due; true when this call released it. */
async function releaseIfDue(db: Db, id: string): Promise<boolean> {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const s = storage(tx);
      const reservation = await s.deposits.lockPastDue(id);
      if (!reservation) return false;
      // Read after the lock, in a statement of its own: it sees every payment committed before the lock was granted.
      const paid = (await billOf(s, id))!.paidCentavos;
      if (paid >= depositCentavos(reservation)!) return false;
      const now = await s.deposits.now();
      await releaseLocked(
        tx,
        s,
        reservation,
        { status: "cancelled", destinoPagamentos: paid > 0 ? { credito: fromCentavos(paid) } : undefined },
        null,
        now,
      );
      await s.deposits.setCancellationReason(id, DEPOSIT_RELEASE_REASON);
      await s.audit.record({
        userId: null,
        action: "update",
        entity: "reservation",
        entityId: id,
        method: null,
        path: "liberar-sinais-vencidos",
        status: null,
        ip: null,
        details: {
          fields: ["status"],
          changes: [
            { field: "status", from: "pending", to: "cancelled" },
            { field: "motivo", from: null, to: DEPOSIT_RELEASE_REASON },
          ],
        },
      });
      return true;
    }),
  );
}

/** One run of the job: every reservation due now, each in its own transaction; the ids it released. */
export async function releaseDueDeposits(db: Db): Promise<string[]> {
  const released: string[] = [];
  for (const id of await storage(db).deposits.pastDueIds(BATCH)) {
    if (await releaseIfDue(db, id)) released.push(id);
  }
  return released;
}
