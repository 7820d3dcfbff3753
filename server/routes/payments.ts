// Payments of stays (docs/product.md §12.11): staff record them and generate the PIX code; refunds move money out,
// so only the owner makes them. The folio of a reservation is read here too.
import { Router } from "express";
import {
  insertPaymentSchema,
  paymentFiltersSchema,
  pixCodeSchema,
  refundPaymentSchema,
} from "@shared/validators/payments";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import type { Clock } from "../domain/clock";
import { readFolio } from "../domain/folio";
import { PAYMENT_NOT_FOUND } from "../domain/payment-rules";
import { RESERVATION_NOT_FOUND } from "../domain/stay-rules";
import { paymentsDomain } from "../domain/payments";
import type { PixPsp } from "../domain/pix-psp";
import { pagedQuery, sendPage } from "./lists";
import { parseId } from "./params";

export function paymentsRouter(db: Db, clock?: Clock, psp?: PixPsp) {
  const router = Router();
  const desk = paymentsDomain(db, clock, psp);

  router.get("/", async (req, res) => {
    // Without query parameters every payment; with paging, search or a filter, one page (docs/product.md §12.1).
    sendPage(res, await desk.list(pagedQuery(paymentFiltersSchema, req.query) ?? paymentFiltersSchema.parse({})));
  });

  // The sum of the filtered payments, shown under the list (docs/product.md §12.1).
  router.get("/summary", async (req, res) => {
    res.json(await desk.total(paymentFiltersSchema.parse(req.query)));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await desk.record(insertPaymentSchema.parse(req.body), req.currentUser!.id));
  });

  // Before /:id, so 'pix' is never read as a payment's id.
  router.post("/pix", async (req, res) => {
    res.json(await desk.pixCode(pixCodeSchema.parse(req.body)));
  });

  router.get("/:id", async (req, res) => {
    res.json(await desk.get(parseId(req.params.id, PAYMENT_NOT_FOUND)));
  });

  router.post("/:id/refunds", requireRole("owner"), async (req, res) => {
    const id = parseId(req.params.id, PAYMENT_NOT_FOUND);
    res.status(201).json(await desk.refund(id, refundPaymentSchema.parse(req.body), req.currentUser!.id));
  });

  return router;
}

/** GET /api/reservations/:id/folio, mounted beside the reservations router (which has no route of that shape). */
export function folioRouter(db: Db) {
  const router = Router();
  router.get("/:id/folio", async (req, res) => {
    res.json(await readFolio(db, parseId(req.params.id, RESERVATION_NOT_FOUND)));
  });
  return router;
}
