import { Router } from "express";
import type { AwaitingDepositView } from "@shared/api/deposits";
import { depositStateOf } from "@shared/deposits";
import { fromCentavos } from "@shared/money";
import type { Db } from "../db";
import { systemClock, type Clock } from "../domain/clock";
import { storage } from "../storage";

/** At most this many in 'Aguardando sinal': the soonest deadlines, the ones that matter. */
const AWAITING_LIMIT = 50;

// GET /api/reservations/deposits: 'Aguardando sinal', for every signed-in user (the front desk chases the deposits).
export function depositsRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  router.get("/", async (_req, res) => {
    const now = clock();
    const rows = await storage(db).deposits.awaiting(AWAITING_LIMIT);
    const answer: AwaitingDepositView[] = rows.map((row) => ({
      reservationId: row.reservationId,
      guestName: `${row.guest.firstName} ${row.guest.lastName}`.trim(),
      roomNumber: row.roomNumber,
      checkInDate: row.checkInDate,
      amount: row.depositAmount!,
      dueAt: row.depositDueAt!.toISOString(),
      paid: fromCentavos(Math.max(row.paidCentavos, 0)),
      state: depositStateOf(row, row.paidCentavos, now)!,
    }));
    res.json({ rows: answer });
  });
  return router;
}
