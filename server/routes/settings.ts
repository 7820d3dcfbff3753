// The pousada's settings (docs/product.md §12.12): 'Dados da Pousada', which receipts, the folio print and PIX
// codes use, and Configurações > Geral's switches and selectors (currency, language, flags, check-in/out hours, the
// pousada's time zone).
import { Router } from "express";
import { geralOf, geralUpdateSchema, pousadaSchema, type Geral } from "@shared/validators/settings";
import type { SettingsView } from "@shared/api/settings";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import { systemClock, type Clock } from "../domain/clock";
import { storage } from "../storage";

/**
 * GET /api/settings (every signed-in user: receipts print the pousada's data, the front desk reads the hours),
 * PUT /api/settings (owner: Geral) and PUT /api/settings/pousada (owner).
 */
export function settingsRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  const { settings } = storage(db);

  router.get("/", async (_req, res) => {
    const [savedPousada, savedGeral] = await Promise.all([settings.get("pousada"), settings.get("geral")]);
    const pousada = pousadaSchema.safeParse(savedPousada);
    res.json({ pousada: pousada.success ? pousada.data : null, geral: geralOf(savedGeral) } satisfies SettingsView);
  });

  router.put("/", requireRole("owner"), async (req, res) => {
    const input = geralUpdateSchema.parse(req.body);
    // A body without the zone (or another optional field: the credits' validity, the card fees, the discount limit)
    // keeps the one saved (docs/product.md §12.12).
    const saved = geralOf(await settings.get("geral"));
    const geral: Geral = {
      ...saved,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
      timeZone: input.timeZone ?? (await settings.timeZone()),
    };
    await settings.put("geral", geral, req.currentUser!.id, clock());
    res.json(geral);
  });

  router.put("/pousada", requireRole("owner"), async (req, res) => {
    const pousada = pousadaSchema.parse(req.body);
    await settings.put("pousada", pousada, req.currentUser!.id, clock());
    res.json(pousada);
  });

  return router;
}
