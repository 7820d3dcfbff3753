import { Router } from "express";
import {
  insertReservationSchema,
  reservationGuestSchema,
  reservationStatusUpdateSchema,
  reservationWindowSchema,
  updateReservationSchema,
} from "@shared/schema";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import { bookingDesk, RESERVATION_NOT_FOUND } from "../domain/reservations";
import { parseId } from "./params";

/** A body holding only `status` is the list's inline dropdown: it changes nothing else. */
const isStatusOnly = (body: unknown) =>
  typeof body === "object" && body !== null && Object.keys(body).length === 1 && "status" in body;

export function reservationsRouter(db: Db) {
  const router = Router();
  const desk = bookingDesk(db);

  // ?from=&to=: the stays meeting that window (the map); ?guestId=: one guest's (their details); else all (the list).
  router.get("/", async (req, res) => {
    if (req.query.guestId !== undefined) {
      return void res.json(await desk.listForGuest(reservationGuestSchema.parse(req.query).guestId));
    }
    if (req.query.from === undefined && req.query.to === undefined) return void res.json(await desk.list());
    const { from, to } = reservationWindowSchema.parse(req.query);
    res.json(await desk.listInWindow(from, to));
  });

  // One reservation in full: the map's bars carry only what they show, the edit dialog needs the rest.
  router.get("/:id", async (req, res) => {
    res.json(await desk.get(parseId(req.params.id, RESERVATION_NOT_FOUND)));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await desk.create(insertReservationSchema.parse(req.body)));
  });

  router.put("/:id", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    const values = isStatusOnly(req.body)
      ? reservationStatusUpdateSchema.parse(req.body)
      : updateReservationSchema.parse(req.body);
    res.json(await desk.update(id, values));
  });

  router.delete("/:id", requireRole("owner"), async (req, res) => {
    await desk.remove(parseId(req.params.id, RESERVATION_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
