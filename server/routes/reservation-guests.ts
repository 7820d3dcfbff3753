// The guests of a stay (docs/product.md §7.5, §12.5): beside the reservations router, under /api/reservations/:id.
// Staff and owner alike: the front desk records who stays.
import { Router } from "express";
import { addStayGuestSchema } from "@shared/validators/stay-guests";
import type { Db } from "../db";
import { GUEST_NOT_FOUND } from "../domain/guests";
import { RESERVATION_NOT_FOUND } from "../domain/stay-rules";
import { stayGuests } from "../domain/stay-guests";
import { parseId } from "./params";

export function reservationGuestsRouter(db: Db) {
  const router = Router();
  const guests = stayGuests(db);

  router.get("/:id/guests", async (req, res) => {
    res.json(await guests.list(parseId(req.params.id, RESERVATION_NOT_FOUND)));
  });

  router.post("/:id/guests", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    res.status(201).json(await guests.add(id, addStayGuestSchema.parse(req.body)));
  });

  router.delete("/:id/guests/:guestId", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    await guests.remove(id, parseId(req.params.guestId, GUEST_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
