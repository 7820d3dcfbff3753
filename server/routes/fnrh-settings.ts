// Configurações > FNRH (owner; docs/product.md §19), beside the settings router under /api/settings. The key is
// write-only: stored in fnrh_credentials, never answered (only `chaveConfigurada`), logged, audited or backed up.
import { Router } from "express";
import { fnrhSettingsSchema } from "@shared/validators/fnrh";
import { requireRole } from "../auth/session";
import type { Db } from "../db";
import { fnrhCredentialsOf, fnrhSettingsView } from "../domain/fnrh-settings";
import { ValidationError } from "../errors";
import { FNRH_URLS, FnrhError, fnrhClient } from "../fnrh/client";
import { storage } from "../storage";
import { fnrhStorage } from "../storage/fnrh";
import { fnrhDomains } from "../fnrh/domains";

export function fnrhSettingsRouter(db: Db, options: { apiUrl?: string } = {}) {
  const router = Router();

  router.get("/fnrh", requireRole("owner"), async (_req, res) => {
    res.json(await fnrhSettingsView(db));
  });

  router.put("/fnrh", requireRole("owner"), async (req, res) => {
    const { chave, ...saved } = fnrhSettingsSchema.parse(req.body);
    await db.transaction(async (tx) => {
      if (chave) await fnrhStorage(tx).putApiKey(chave);
      else if (!(await fnrhStorage(tx).apiKey())) throw new ValidationError("Chave da API é obrigatória", "chave");
      await storage(tx).settings.put("fnrh", saved, req.currentUser!.id, new Date());
    });
    // Other credentials may read other lists: the next read goes to the API.
    fnrhDomains.clear();
    res.json(await fnrhSettingsView(db));
  });

  // 'Desativar o envio': the key is removed (the rest kept for a later key); nothing is queued until then.
  router.delete("/fnrh", requireRole("owner"), async (_req, res) => {
    await fnrhStorage(db).removeApiKey();
    res.json(await fnrhSettingsView(db));
  });

  // 'Testar conexão': reads a domain list with the saved credentials.
  router.post("/fnrh/test", requireRole("owner"), async (_req, res) => {
    const credentials = await fnrhCredentialsOf(db);
    if (!credentials) throw new ValidationError("Salve usuário, chave e CPF do operador antes de testar", "chave");
    try {
      await fnrhClient({
        baseUrl: options.apiUrl ?? FNRH_URLS[credentials.ambiente],
        ...credentials,
        timeoutMs: 10_000,
      }).test();
      res.json({ ok: true, mensagem: "Conexão com a FNRH funcionando" });
    } catch (error) {
      if (!(error instanceof FnrhError)) throw error;
      res.json({ ok: false, mensagem: error.message });
    }
  });

  return router;
}
