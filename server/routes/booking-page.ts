// The booking page at the desk (docs/product.md §16): its settings, GET/PUT /api/settings/booking-page (owner), and
// 'Reservas online aguardando sinal', GET /api/online-bookings (every signed-in user).
import { Router } from "express";
import { bookingPageSettingsOf, bookingPageSettingsSchema } from "@shared/validators/booking-page";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import { systemClock, type Clock } from "../domain/clock";
import { storage } from "../storage";

export function bookingPageSettingsRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  const { settings } = storage(db);

  router.get("/booking-page", requireRole("owner"), async (_req, res) => {
    res.json(bookingPageSettingsOf(await settings.get("booking-page")));
  });

  router.put("/booking-page", requireRole("owner"), async (req, res) => {
    const value = bookingPageSettingsSchema.parse(req.body);
    await settings.put("booking-page", value, req.currentUser!.id, clock());
    res.json(value);
  });

  return router;
}

export function onlineBookingsRouter(db: Db) {
  const router = Router();
  const { bookingPage } = storage(db);

  router.get("/", async (_req, res) => {
    res.json(await bookingPage.awaitingDeposit());
  });

  return router;
}
