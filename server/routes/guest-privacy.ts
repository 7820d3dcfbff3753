// A guest's rights at the desk (docs/product.md §18): anonymise (the owner), export everything held about them,
// the log of their requests, who looked at their data (the owner), the hold on the retention (the owner), their
// consents. Exports and document views are audited (server/middleware/audit-requests.ts).
import { Router } from "express";
import { consentSchema, lgpdRequestSchema, retentionHoldSchema } from "@shared/validators/lgpd";
import { requireRole } from "../auth/session";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { guestAnonymizer } from "../domain/guest-anonymize";
import { guestPrivacy } from "../domain/guest-privacy";
import { GUEST_NOT_FOUND } from "../domain/guests";
import type { ObjectStorage } from "../files/object-storage";
import type { Logger } from "../logger";
import { parseId } from "./params";

export function guestPrivacyRouter(deps: { db: Db; files: ObjectStorage; logger: Logger; clock: Clock }) {
  const router = Router();
  const anonymizer = guestAnonymizer(deps);
  const privacy = guestPrivacy(deps);
  const guestId = (id: Parameters<typeof parseId>[0]) => parseId(id, GUEST_NOT_FOUND);

  router.post("/:id/anonymize", requireRole("owner"), async (req, res) => {
    await anonymizer.anonymize(guestId(req.params.id));
    res.status(204).end();
  });

  router.get("/:id/data-export", async (req, res) => {
    const id = guestId(req.params.id);
    const body = await privacy.dataExport(id);
    res.set({ "Cache-Control": "no-store" });
    if (req.query.download !== undefined) {
      res.attachment(`dados-hospede-${id}.json`);
    }
    res.json(body);
  });

  router.get("/:id/lgpd-requests", async (req, res) => {
    res.json(await privacy.requests(guestId(req.params.id)));
  });
  router.post("/:id/lgpd-requests", async (req, res) => {
    const input = lgpdRequestSchema.parse(req.body);
    res.status(201).json(await privacy.addRequest(guestId(req.params.id), input, req.currentUser!.id));
  });
  router.post("/:id/lgpd-requests/:requestId/answer", async (req, res) => {
    res.json(
      await privacy.answerRequest(guestId(req.params.id), parseId(req.params.requestId, "Pedido não encontrado")),
    );
  });

  router.put("/:id/retention-hold", requireRole("owner"), async (req, res) => {
    await privacy.setHold(guestId(req.params.id), retentionHoldSchema.parse(req.body));
    res.status(204).end();
  });
  router.delete("/:id/retention-hold", requireRole("owner"), async (req, res) => {
    await privacy.setHold(guestId(req.params.id), null);
    res.status(204).end();
  });

  router.put("/:id/consents", async (req, res) => {
    res.json(await privacy.setConsent(guestId(req.params.id), consentSchema.parse(req.body)));
  });

  router.get("/:id/access-log", requireRole("owner"), async (req, res) => {
    res.json(await privacy.accessLog(guestId(req.params.id)));
  });

  return router;
}
