// A guest's credits from cancelled stays (docs/product.md §10.7): the guest's page lists them, the payment dialog
// offers the available balance as 'Crédito do hóspede'.
import { Router } from "express";
import { calendarDateAt } from "@shared/pousada-time";
import type { Db } from "../db";
import { systemClock, type Clock } from "../domain/clock";
import { creditsOfGuest } from "../domain/guest-credit";
import { storage } from "../storage";
import { parseId } from "./params";

export function guestCreditsRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  router.get("/:id/credits", async (req, res) => {
    const guestId = parseId(req.params.id, "Hóspede não encontrado");
    const today = calendarDateAt(clock(), await storage(db).settings.timeZone());
    res.json(await creditsOfGuest(db, guestId, today));
  });
  return router;
}
