import { Router } from "express";
import {
  consumptionQuerySchema,
  insertConsumptionBatchSchema,
  insertConsumptionSchema,
} from "@shared/validators/products";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { consumptionDomain } from "../domain/consumption";
import { parseId } from "./params";

/** A body with `items` is the 'Lançar Consumo' dialog's order of several lines. */
const isBatch = (body: unknown) => typeof body === "object" && body !== null && "items" in body;

// Staff charge consumption; removing a line is the owner's, or its clerk's on the same day (the domain decides).
export function productConsumptionRouter(db: Db, clock?: Clock) {
  const router = Router();
  const desk = consumptionDomain(db, clock);

  router.get("/", async (req, res) => {
    const { reservationId } = consumptionQuerySchema.parse(req.query);
    res.json(await desk.listForReservation(reservationId, req.currentUser!));
  });

  router.post("/", async (req, res) => {
    if (isBatch(req.body)) {
      res.status(201).json(await desk.charge(insertConsumptionBatchSchema.parse(req.body), req.currentUser!));
      return;
    }
    const { reservationId, productId, quantity } = insertConsumptionSchema.parse(req.body);
    const [line] = await desk.charge({ reservationId, items: [{ productId, quantity }] }, req.currentUser!);
    res.status(201).json(line);
  });

  router.delete("/:id", async (req, res) => {
    await desk.remove(parseId(req.params.id, "Consumo não encontrado"), req.currentUser!);
    res.status(204).end();
  });

  return router;
}
