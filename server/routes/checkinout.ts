import { Router } from "express";
import { checkInSchema, checkOutSchema } from "@shared/schema";
import type { Db } from "../db";
import { frontDesk, STAY_NOT_FOUND, type Clock } from "../domain/front-desk";
import { parseId } from "./params";

// Staff run the front desk: every route here is open to any signed-in user.
export function checkInOutRouter(db: Db, clock?: Clock) {
  const router = Router();
  const desk = frontDesk(db, clock);

  router.get("/", async (_req, res) => {
    res.json(await desk.list());
  });

  router.get("/overview", async (_req, res) => {
    res.json(await desk.overview());
  });

  router.get("/:id/folio", async (req, res) => {
    res.json(await desk.folio(parseId(req.params.id, STAY_NOT_FOUND)));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await desk.checkIn(checkInSchema.parse(req.body)));
  });

  router.put("/:id", async (req, res) => {
    const id = parseId(req.params.id, STAY_NOT_FOUND);
    const { notes } = checkOutSchema.parse(req.body);
    res.json(await desk.checkOut(id, notes));
  });

  return router;
}
