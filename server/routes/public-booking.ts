// The booking page's public API (docs/product.md §16): no session. GET /api/public/page, GET /api/public/availability,
// POST /api/public/bookings and GET /api/public/bookings/:code. Every answer is 404 while the owner keeps the page
// off; the writes are audited with the address (server/middleware/audit.ts) and guarded (public-booking-guard.ts).
import { Router } from "express";
import { publicAvailabilitySchema, publicBookingSchema } from "@shared/validators/booking-page";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { bookingGuard } from "../domain/public-booking-guard";
import { offerDomain } from "../domain/public-booking-offer";
import { publicBookingDomain } from "../domain/public-booking";
import { storage } from "../storage";

const addressOf = (ip: string | undefined) => (ip ?? "desconhecido").slice(0, 64);

export function publicBookingRouter(db: Db, clock: Clock) {
  const router = Router();
  const offers = offerDomain(db, clock);
  const bookings = publicBookingDomain(db, clock);

  router.get("/page", async (_req, res) => {
    res.json(await offers.page());
  });

  router.get("/availability", async (req, res) => {
    await offers.pageSettings();
    const stay = publicAvailabilitySchema.parse(req.query);
    await bookingGuard.read(storage(db), addressOf(req.ip), clock());
    res.json(await offers.availability(stay));
  });

  router.post("/bookings", async (req, res) => {
    await offers.pageSettings();
    res.status(201).json(await bookings.book(publicBookingSchema.parse(req.body), addressOf(req.ip)));
  });

  router.get("/bookings/:code", async (req, res) => {
    res.json(await bookings.view(req.params.code));
  });

  return router;
}
