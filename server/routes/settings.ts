// The pousada's settings (docs/product.md §12.12): for now 'Dados da Pousada', which receipts, the folio print and
// PIX codes use; Configurações > Geral's other switches join them here.
import { Router } from "express";
import { pousadaSchema } from "@shared/validators/settings";
import type { SettingsView } from "@shared/api/settings";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import { systemClock, type Clock } from "../domain/clock";
import { storage } from "../storage";

/** GET /api/settings (every signed-in user: receipts print the pousada's data) and PUT /api/settings/pousada (owner). */
export function settingsRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  const { settings } = storage(db);

  router.get("/", async (_req, res) => {
    const pousada = pousadaSchema.safeParse(await settings.get("pousada"));
    res.json({ pousada: pousada.success ? pousada.data : null } satisfies SettingsView);
  });

  router.put("/pousada", requireRole("owner"), async (req, res) => {
    const pousada = pousadaSchema.parse(req.body);
    await settings.put("pousada", pousada, req.currentUser!.id, clock());
    res.json(pousada);
  });

  return router;
}
