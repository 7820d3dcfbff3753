// Configurações > Tarifário and the quote (docs/product.md §15): every signed-in user reads the tarifário and asks for
// quotes; only the owner changes it.
import { Router } from "express";
import {
  baseRateInputSchema,
  cancellationPolicyInputSchema,
  holidayRateInputSchema,
  packageInputSchema,
  quoteQuerySchema,
  restrictionInputSchema,
  seasonInputSchema,
  tarifarioSettingsSchema,
} from "@shared/validators/rates";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import type { Clock } from "../domain/clock";
import { ratesDomain } from "../domain/rates";
import { parseId } from "./params";

/**
 * GET /api/rates, GET /api/rates/quote; owner: PUT /base, /holiday, /settings; POST, PUT /:id and DELETE /:id of
 * /seasons, /packages, /policies and /restrictions.
 */
export function ratesRouter(db: Db, clock?: Clock) {
  const router = Router();
  const tarifario = ratesDomain(db, clock);
  const ownerOnly = requireRole("owner");

  router.get("/", async (_req, res) => {
    res.json(await tarifario.view());
  });

  router.get("/quote", async (req, res) => {
    res.json(await tarifario.quote(quoteQuerySchema.parse(req.query)));
  });

  router.put("/base", ownerOnly, async (req, res) => {
    res.json(await tarifario.putBase(baseRateInputSchema.parse(req.body).prices));
  });

  router.put("/holiday", ownerOnly, async (req, res) => {
    res.json(await tarifario.putHoliday(holidayRateInputSchema.parse(req.body)));
  });

  router.put("/settings", ownerOnly, async (req, res) => {
    res.json(await tarifario.putSettings(tarifarioSettingsSchema.parse(req.body), req.currentUser!.id));
  });

  const dated = [
    ["seasons", "season", seasonInputSchema, "Temporada não encontrada"],
    ["packages", "package", packageInputSchema, "Pacote não encontrado"],
  ] as const;
  for (const [path, kind, schema, notFound] of dated) {
    router.post(`/${path}`, ownerOnly, async (req, res) => {
      res.status(201).json(await tarifario.createDated(kind, schema.parse(req.body)));
    });
    router.put(`/${path}/:id`, ownerOnly, async (req, res) => {
      res.json(await tarifario.updateDated(kind, parseId(req.params.id, notFound), schema.parse(req.body)));
    });
    router.delete(`/${path}/:id`, ownerOnly, async (req, res) => {
      await tarifario.removeDated(kind, parseId(req.params.id, notFound));
      res.status(204).end();
    });
  }

  router.post("/restrictions", ownerOnly, async (req, res) => {
    res.status(201).json(await tarifario.createRestriction(restrictionInputSchema.parse(req.body)));
  });
  const RESTRICTION_NOT_FOUND = "Restrição não encontrada";
  router.put("/restrictions/:id", ownerOnly, async (req, res) => {
    const id = parseId(req.params.id, RESTRICTION_NOT_FOUND);
    res.json(await tarifario.updateRestriction(id, restrictionInputSchema.parse(req.body)));
  });
  router.delete("/restrictions/:id", ownerOnly, async (req, res) => {
    await tarifario.removeRestriction(parseId(req.params.id, RESTRICTION_NOT_FOUND));
    res.status(204).end();
  });

  const POLICY_NOT_FOUND = "Política de cancelamento não encontrada";
  router.post("/policies", ownerOnly, async (req, res) => {
    res.status(201).json(await tarifario.createPolicy(cancellationPolicyInputSchema.parse(req.body)));
  });
  router.put("/policies/:id", ownerOnly, async (req, res) => {
    res.json(
      await tarifario.updatePolicy(
        parseId(req.params.id, POLICY_NOT_FOUND),
        cancellationPolicyInputSchema.parse(req.body),
      ),
    );
  });
  router.delete("/policies/:id", ownerOnly, async (req, res) => {
    await tarifario.removePolicy(parseId(req.params.id, POLICY_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
