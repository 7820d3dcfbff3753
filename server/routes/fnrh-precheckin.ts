// The FNRH pre-check-in of a reservation (docs/product.md §19), beside the reservations router under
// /api/reservations/:id/fnrh: the link (registering the stay first if needed), the fichas the guests filled, and an
// unmatched ficha added as a companion. Staff and owner alike: the desk sends the link and reads the fichas.
import { Router } from "express";
import { fnrhHospedeIdSchema } from "@shared/validators/fnrh";
import type { Db } from "../db";
import { fnrhPrecheckin } from "../domain/fnrh-precheckin";
import { RESERVATION_NOT_FOUND } from "../domain/stay-rules";
import type { FnrhOptions } from "../fnrh/sync";
import { parseId } from "./params";

export function fnrhPrecheckinRouter(db: Db, options: FnrhOptions = {}) {
  const router = Router();
  const precheckin = fnrhPrecheckin(db, options);

  router.post("/:id/fnrh/precheckin", async (req, res) => {
    res.json(await precheckin.link(parseId(req.params.id, RESERVATION_NOT_FOUND)));
  });

  // 'Buscar fichas preenchidas'.
  router.post("/:id/fnrh/precheckin/fichas", async (req, res) => {
    res.json(await precheckin.fichas(parseId(req.params.id, RESERVATION_NOT_FOUND)));
  });

  router.post("/:id/fnrh/precheckin/fichas/:hospedeId/acompanhante", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    res.status(201).json(await precheckin.addCompanion(id, fnrhHospedeIdSchema.parse(req.params.hospedeId)));
  });

  router.post("/:id/fnrh/precheckin/fichas/:hospedeId/ignorar", async (req, res) => {
    const id = parseId(req.params.id, RESERVATION_NOT_FOUND);
    await precheckin.ignoreFicha(id, fnrhHospedeIdSchema.parse(req.params.hospedeId));
    res.status(204).end();
  });

  return router;
}
