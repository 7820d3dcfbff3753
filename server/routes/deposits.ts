import { Router } from "express";
import type { Db } from "../db";
import { systemClock, type Clock } from "../domain/clock";
import { awaitingDeposits } from "../domain/deposits-awaiting";

// GET /api/reservations/deposits: 'Aguardando sinal', for every signed-in user (the front desk chases the deposits).
export function depositsRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  router.get("/", async (_req, res) => {
    res.json({ rows: await awaitingDeposits(db, clock()) });
  });
  return router;
}
