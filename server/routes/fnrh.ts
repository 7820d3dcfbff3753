// The FNRH at the front desk (docs/product.md §19), beside the check-in/out router under /api/checkinout: the
// check-in's panel (what the ficha lacks, the trip, the minors) and the stay's state with the register. Staff and
// owner alike: the desk registers who stays.
import { Router } from "express";
import { fichaSensitiveSchema, fnrhTripSchema, minorAuthorisationSchema } from "@shared/validators/fnrh";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { systemClock } from "../domain/clock";
import { fichaEdits } from "../domain/fnrh-ficha";
import { GUEST_NOT_FOUND } from "../domain/guests";
import { RESERVATION_NOT_FOUND } from "../domain/stay-rules";
import { parseId } from "./params";
import { ConflictError } from "../errors";
import { STAY_NOT_FOUND } from "../domain/front-desk";
import { fnrhPending, fnrhStayView } from "../domain/fnrh-state";
import { fnrhDomains } from "../fnrh/domains";
import { queueFnrh } from "../fnrh/queue";
import { fnrhApiOf, type FnrhOptions } from "../fnrh/sync";
import type { Jobs } from "../jobs";
import { fnrhSettingsView } from "../domain/fnrh-settings";

export function fnrhDeskRouter(
  db: Db,
  clock: Clock = systemClock,
  jobs?: Pick<Jobs, "add">,
  options: FnrhOptions = {},
) {
  const router = Router();
  const ficha = fichaEdits(db, clock);

  // Whether the register is set up and how it treats an incomplete ficha: the desk shows the FNRH only then.
  router.get("/fnrh/configuracao", async (_req, res) => {
    const { configurado, modoCheckin } = await fnrhSettingsView(db);
    res.json({ configurado, modoCheckin });
  });

  // The register's code lists with their names: the API's (cached), or the known ones (server/fnrh/domains.ts).
  router.get("/fnrh/dominios", async (_req, res) => {
    res.json(await fnrhDomains.get(await fnrhApiOf(db, { ...options, timeoutMs: 5_000 })));
  });

  // The stays whose register failed or is late (the list under Check-in/out).
  router.get("/fnrh/pendentes", async (_req, res) => {
    res.json(await fnrhPending(db, clock));
  });

  router.get("/:id/fnrh", async (req, res) => {
    res.json(await fnrhStayView(db, parseId(req.params.id, STAY_NOT_FOUND)));
  });

  // 'Reenviar': the stay queued again (its job reads the official state first).
  router.post("/:id/fnrh/send", async (req, res) => {
    const view = await fnrhStayView(db, parseId(req.params.id, STAY_NOT_FOUND));
    if (!(await queueFnrh(db, jobs, view.reservationId))) {
      throw new ConflictError("Configure a FNRH em Configurações > FNRH antes de enviar", "fnrh");
    }
    res.status(202).json(await fnrhStayView(db, parseId(req.params.id, STAY_NOT_FOUND)));
  });

  router.get("/ficha/:reservationId", async (req, res) => {
    res.json(await ficha.read(parseId(req.params.reservationId, RESERVATION_NOT_FOUND)));
  });

  router.put("/ficha/:reservationId/viagem", async (req, res) => {
    const id = parseId(req.params.reservationId, RESERVATION_NOT_FOUND);
    await ficha.setTrip(id, fnrhTripSchema.parse(req.body));
    res.json(await ficha.read(id));
  });

  router.put("/ficha/:reservationId/menores/:guestId", async (req, res) => {
    const id = parseId(req.params.reservationId, RESERVATION_NOT_FOUND);
    const guestId = parseId(req.params.guestId, GUEST_NOT_FOUND);
    await ficha.setMinor(id, guestId, minorAuthorisationSchema.parse(req.body), req.currentUser!.id);
    res.json(await ficha.read(id));
  });

  router.put("/ficha/:reservationId/sensiveis/:guestId", async (req, res) => {
    const id = parseId(req.params.reservationId, RESERVATION_NOT_FOUND);
    const guestId = parseId(req.params.guestId, GUEST_NOT_FOUND);
    await ficha.setSensitive(id, guestId, fichaSensitiveSchema.parse(req.body));
    res.json(await ficha.read(id));
  });

  return router;
}
