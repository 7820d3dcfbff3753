// The booking page's public API (docs/product.md §16): no session. GET /api/public/page, GET /api/public/availability,
// POST /api/public/bookings, GET /api/public/bookings/:code and the sold room types' photos,
// GET /api/public/room-photos/:hash. Every answer is 404 while the owner keeps the page
// off; the writes are audited with the address (server/middleware/audit.ts) and guarded (public-booking-guard.ts).
import { Router } from "express";
import { publicAvailabilitySchema, publicBookingSchema } from "@shared/validators/booking-page";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import type { ObjectStorage } from "../files/object-storage";
import { roomTypePhotosDomain } from "../domain/room-type-photos";
import { bookingGuard } from "../domain/public-booking-guard";
import { offerDomain } from "../domain/public-booking-offer";
import { publicBookingDomain } from "../domain/public-booking";
import type { PixPsp } from "../domain/pix-psp";
import { storage } from "../storage";

const addressOf = (ip: string | undefined) => (ip ?? "desconhecido").slice(0, 64);

export function publicBookingRouter(db: Db, files: ObjectStorage, clock: Clock, psp?: PixPsp) {
  const router = Router();
  const photos = roomTypePhotosDomain(db, files, clock);
  const offers = offerDomain(db, clock);
  const bookings = publicBookingDomain(db, clock, psp);

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

  // Only photos of the room types the page sells; immutable (the address is the bytes' SHA-256).
  router.get("/room-photos/:hash", async (req, res) => {
    const { roomTypes } = await offers.pageSettings();
    await photos.sendPublic(res, req.params.hash, roomTypes, req.get("if-none-match"));
  });

  return router;
}
