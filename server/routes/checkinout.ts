import { Router } from "express";
import { pageQuerySchema } from "@shared/validators/lists";
import { checkInSchema, checkOutSchema } from "@shared/validators/stays";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { frontDeskDomain, STAY_NOT_FOUND, type FrontDeskHooks } from "../domain/front-desk";
import { staysStorage } from "../storage/stays";
import { pagedQuery, sendPage } from "./lists";
import { parseId } from "./params";

// Staff run the front desk: every route here is open to any signed-in user.
export function checkInOutRouter(db: Db, clock?: Clock, hooks?: FrontDeskHooks) {
  const router = Router();
  const desk = frontDeskDomain(db, clock, hooks);
  const stays = staysStorage(db);

  // Every stay ever, or with limit, cursor or search one page of them (docs/product.md §12.6).
  router.get("/", async (req, res) => {
    const query = pagedQuery(pageQuerySchema, req.query);
    if (!query) return void res.json(await desk.list());
    sendPage(res, await stays.page(query));
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
    const { notes, confirmarSaldoDevedor, shortenStay } = checkOutSchema.parse(req.body);
    res.json(await desk.checkOut(id, { notes, confirmBalanceDue: confirmarSaldoDevedor, shortenStay }));
  });

  return router;
}
