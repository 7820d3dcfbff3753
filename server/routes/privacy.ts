// Configurações > Privacidade (docs/product.md §18), the owner's: how long document photos and guests are kept, and
// the dry run of what the next retention would remove.
import { Router } from "express";
import { privacyOf, privacySettingsSchema } from "@shared/validators/privacy";
import { requireRole } from "../auth/session";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { retention } from "../domain/retention";
import type { Logger } from "../logger";
import { storage } from "../storage";

export function privacyRouter(deps: { db: Db; logger: Logger; clock: Clock }) {
  const router = Router();
  router.use(requireRole("owner"));
  const settings = () => storage(deps.db).settings;

  router.get("/settings", async (_req, res) => {
    res.json(privacyOf(await settings().get("privacidade")));
  });
  router.put("/settings", async (req, res) => {
    const value = privacySettingsSchema.parse(req.body);
    await settings().put("privacidade", value, req.currentUser!.id, deps.clock());
    res.json(value);
  });
  router.get("/retention-preview", async (_req, res) => {
    res.json(await retention(deps).plan(deps.clock()));
  });
  return router;
}
