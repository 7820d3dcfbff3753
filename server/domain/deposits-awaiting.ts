// 'Aguardando sinal' (docs/product.md §15.7): the pending reservations whose deposit is unpaid, the soonest deadline
// first, each with what was paid and its state at `now`.
import type { AwaitingDepositView } from "@shared/api/deposits";
import { depositStateOf } from "@shared/deposits";
import { fromCentavos } from "@shared/money";
import type { Db } from "../db";
import { storage } from "../storage";

/** At most this many: the soonest deadlines, the ones that matter. */
const AWAITING_LIMIT = 50;

export async function awaitingDeposits(db: Db, now: Date): Promise<AwaitingDepositView[]> {
  const rows = await storage(db).deposits.awaiting(AWAITING_LIMIT);
  return rows.map((row) => ({
    reservationId: row.reservationId,
    guestName: `${row.guest.firstName} ${row.guest.lastName}`.trim(),
    roomNumber: row.roomNumber,
    checkInDate: row.checkInDate,
    amount: row.depositAmount!,
    dueAt: row.depositDueAt!.toISOString(),
    paid: fromCentavos(Math.max(row.paidCentavos, 0)),
    state: depositStateOf(row, row.paidCentavos, now)!,
  }));
}
