import { Router } from "express";
import {
  reservationGuestSchema,
  reservationListQuerySchema,
  reservationSchemas,
  reservationStatusUpdateSchema,
  reservationWindowSchema,
  roomMoveSchema,
} from "@shared/validators/reservations";
import { calendarDateAt } from "@shared/pousada-time";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import { reservationsDomain } from "../domain/reservations";
import { RESERVATION_NOT_FOUND } from "../domain/stay-rules";
import { roomMoveDomain } from "../domain/room-move";
import { releasesStay, releaseStayIfMoved } from "../domain/cancellation-route";
import { cancellationProposal } from "../domain/cancellation-proposal-read";
import { cancellationProposalQuerySchema } from "@shared/validators/cancellations";
import { systemClock, type Clock } from "../domain/clock";
import { storage } from "../storage";
import { pagedQuery, sendPage } from "./lists";
import { parseId } from "./params";

/** A body holding only `status` is the list's inline dropdown: it changes nothing else. */
const isStatusOnly = (body: unknown) =>
  typeof body === "object" && body !== null && Object.keys(body).length === 1 && "status" in body;

export function reservationsRouter(
  db: Db,
  clock: Clock = systemClock,
  hooks: { released?: (reservationId: string) => Promise<void> } = {},
) {
  const router = Router();
  const desk = reservationsDomain(db, clock);
  const moves = roomMoveDomain(db, clock);
  const { settings } = storage(db);
  /** "At most two years ahead" counts from the server's today at the pousada, as the front desk does. */
  const schemasForToday = async () => {
    const today = calendarDateAt(clock(), await settings.timeZone());
    return reservationSchemas(() => today);
  };

  // ?guestId=: one guest's (their details); ?from=&to=: the segments meeting that window (the map); with the list's
  // parameters (limit, cursor, search, status, live, arrivals, departures, inHouse, sort, dir) one page of the
  // list; else every reservation.
  router.get("/", async (req, res) => {
    if (req.query.guestId !== undefined) {
      return void res.json(await desk.listForGuest(reservationGuestSchema.parse(req.query).guestId));
    }
    if (req.query.from !== undefined || req.query.to !== undefined) {
      const { from, to } = reservationWindowSchema.parse(req.query);
      return void res.json(await desk.listInWindow(from, to));
    }
    const query = pagedQuery(reservationListQuerySchema, req.query);
    if (!query) return void res.json(await desk.list());
    sendPage(res, await desk.page(query));
  });

  // The count cards: every reservation and each status's count. Before /:id, which would take "summary" for an id.
  router.get("/summary", async (_req, res) => {
    res.json(await desk.summary());
  });

  // One reservation in full: the map's bars carry only what they show, the edit dialog needs the rest.
  router.get("/:id", async (req, res) => {
    res.json(await desk.get(parseId(req.params.id, RESERVATION_NOT_FOUND)));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await desk.create((await schemasForToday()).insert.parse(req.body), req.currentUser!.role));
  });

  router.put("/:id", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    // To cancelled or no_show: the money the stay holds is settled with the move (docs/product.md §10.7).
    if (releasesStay(req.body) && (await releaseStayIfMoved(db, clock, id, req.body, req.currentUser!.id))) {
      // A stay the FNRH knows is cancelled or marked no-show there too (docs/product.md §19).
      await hooks.released?.(id);
      return void res.json(await desk.get(id));
    }
    const values = isStatusOnly(req.body)
      ? reservationStatusUpdateSchema.parse(req.body)
      : (await schemasForToday()).update.parse(req.body);
    res.json(await desk.update(id, values, req.currentUser!.role));
  });

  // What the cancel dialog proposes: the split the stay's cancellation policy gives today (docs/product.md §10.7).
  router.get("/:id/cancellation-proposal", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    const { status } = cancellationProposalQuerySchema.parse(req.query);
    res.json(await cancellationProposal(db, clock, id, status));
  });

  // Trocar Quarto (docs/product.md §7.4): the whole stay before check-in, from a night on for a guest in the house.
  router.post("/:id/room-move", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    res.json(await moves.move(id, roomMoveSchema.parse(req.body)));
  });

  router.delete("/:id", requireRole("owner"), async (req, res) => {
    await desk.remove(parseId(req.params.id, RESERVATION_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
