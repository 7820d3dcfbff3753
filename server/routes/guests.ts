import { Router } from "express";
import { guestTagsUpdateSchema } from "@shared/validators/guests";
import { companionWithCodesSchema, guestWithCodesSchema } from "@shared/validators/guest-register-codes";
import { pageQuerySchema } from "@shared/validators/lists";
import { requireRole } from "../auth/session";
import { GUEST_NOT_FOUND, guestsDomain } from "../domain/guests";
import { pagedQuery, sendPage } from "./lists";
import { parseId } from "./params";

type Deps = Parameters<typeof guestsDomain>[0];

/** A body holding only `tags` is the tag chips' update: it changes nothing else. */
const isTagsOnly = (body: unknown) =>
  typeof body === "object" && body !== null && Object.keys(body).length === 1 && "tags" in body;

export function guestsRouter(deps: Deps) {
  const router = Router();
  const register = guestsDomain(deps);

  // Without parameters the whole register; with limit, cursor or search one page (docs/product.md §12.1).
  router.get("/", async (req, res) => {
    const query = pagedQuery(pageQuerySchema, req.query);
    if (!query) return void res.json(await register.list());
    sendPage(res, await register.page(query));
  });

  router.get("/summary", async (_req, res) => {
    res.json(await register.summary());
  });

  // One guest as the register shows them (never race or disability): the check-in's panel opens it to complete it.
  router.get("/:id", async (req, res) => {
    res.json(await register.one(parseId(req.params.id, GUEST_NOT_FOUND)));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await register.create(guestWithCodesSchema.parse(req.body)));
  });

  router.put("/:id", async (req, res) => {
    const id = parseId(req.params.id, GUEST_NOT_FOUND);
    if (isTagsOnly(req.body)) {
      res.json(await register.update(id, guestTagsUpdateSchema.parse(req.body)));
      return;
    }
    // The whole form: a guest without a celular (a companion) may stay without one; the update keeps the others'.
    res.json(await register.update(id, companionWithCodesSchema.parse(req.body), { keepsPhone: true }));
  });

  router.delete("/:id", requireRole("owner"), async (req, res) => {
    await register.remove(parseId(req.params.id, GUEST_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
