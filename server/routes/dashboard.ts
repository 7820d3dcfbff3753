import { Router } from "express";
import { revenuePeriodSchema } from "@shared/validators/dashboard";
import type { Db } from "../db";
import { dashboardDomain } from "../domain/dashboard";
import type { Clock } from "../domain/clock";

// The dashboard is for every signed-in user (docs/product.md §2.1: staff read it too).
export function dashboardRouter(db: Db, clock?: Clock) {
  const router = Router();
  const figures = dashboardDomain(db, clock);

  router.get("/stats", async (_req, res) => {
    res.json(await figures.stats());
  });

  router.get("/recent-transactions", async (_req, res) => {
    res.json(await figures.recentTransactions());
  });

  router.get("/revenue", async (req, res) => {
    res.json(await figures.revenue(revenuePeriodSchema.parse(req.query).days));
  });

  router.get("/today-checkins", async (_req, res) => {
    res.json(await figures.todayCheckIns());
  });

  return router;
}
