// A guest's rights at the desk (docs/product.md §16): anonymise (the owner), export everything held about them,
// the log of their requests, who looked at their data (the owner), the hold on the retention, their consents.
import { Router } from "express";
import { requireRole } from "../auth/session";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { guestAnonymizer } from "../domain/guest-anonymize";
import { GUEST_NOT_FOUND } from "../domain/guests";
import type { ObjectStorage } from "../files/object-storage";
import type { Logger } from "../logger";
import { parseId } from "./params";

export function guestPrivacyRouter(deps: { db: Db; files: ObjectStorage; logger: Logger; clock: Clock }) {
  const router = Router();
  const anonymizer = guestAnonymizer(deps);

  router.post("/:id/anonymize", requireRole("owner"), async (req, res) => {
    await anonymizer.anonymize(parseId(req.params.id, GUEST_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
