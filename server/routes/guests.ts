import { Router } from "express";
import { guestTagsUpdateSchema, insertGuestSchema, updateGuestSchema } from "@shared/schema";
import { requireRole } from "../auth/session";
import { GUEST_NOT_FOUND, guestRegister } from "../domain/guests";
import { parseId } from "./params";

type Deps = Parameters<typeof guestRegister>[0];

/** A body holding only `tags` is the tag chips' update: it changes nothing else. */
const isTagsOnly = (body: unknown) =>
  typeof body === "object" && body !== null && Object.keys(body).length === 1 && "tags" in body;

export function guestsRouter(deps: Deps) {
  const router = Router();
  const register = guestRegister(deps);

  router.get("/", async (req, res) => {
    const search = typeof req.query.search === "string" ? req.query.search.slice(0, 100) : undefined;
    res.json(await register.list(search));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await register.create(insertGuestSchema.parse(req.body)));
  });

  router.put("/:id", async (req, res) => {
    const id = parseId(req.params.id, GUEST_NOT_FOUND);
    const values = isTagsOnly(req.body) ? guestTagsUpdateSchema.parse(req.body) : updateGuestSchema.parse(req.body);
    res.json(await register.update(id, values));
  });

  router.delete("/:id", requireRole("owner"), async (req, res) => {
    await register.remove(parseId(req.params.id, GUEST_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
