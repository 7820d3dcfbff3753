// Configurações > Usuários (owner only) and the public invitation page's two calls (docs/product.md §12.16).
import { Router, type Request } from "express";
import { z } from "zod";
import { acceptInvitationSchema, invitationSchema, userPatchSchema } from "@shared/validators/users";
import type { Db } from "../db";
import { requireRole, signIn } from "../auth/session";
import { usersDomain } from "../domain/users";
import { publicUser, usersStorage } from "../storage/users";
import { parseId } from "./params";

/** Where links point: APP_ORIGIN when set (behind a proxy), else the origin this request came to. */
const originOf = (req: Request, publicOrigin?: string) => publicOrigin ?? `${req.protocol}://${req.get("host")}`;

/** GET /api/users, POST /api/users/invitations, PATCH /api/users/:id, POST /api/users/:id/reset-link. */
export function usersRouter(deps: { db: Db; sso: boolean; publicOrigin?: string }) {
  const router = Router();
  const domain = usersDomain(deps.db, { sso: deps.sso });
  router.use(requireRole("owner"));

  router.get("/", async (_req, res) => {
    res.json(await domain.list());
  });

  router.post("/invitations", async (req, res) => {
    const input = invitationSchema.parse(req.body);
    res.status(201).json(await domain.invite(req.currentUser!.id, input, originOf(req, deps.publicOrigin)));
  });

  router.patch("/:id", async (req, res) => {
    const id = parseId(req.params.id, "Usuário não encontrado");
    res.json(await domain.patch(id, userPatchSchema.parse(req.body)));
  });

  router.post("/:id/reset-link", async (req, res) => {
    const id = parseId(req.params.id, "Usuário não encontrado");
    res.status(201).json(await domain.resetLink(req.currentUser!.id, id, originOf(req, deps.publicOrigin)));
  });

  return router;
}

const tokenSchema = z.object({
  token: z.string({ error: "Link inválido" }).min(20, "Link inválido").max(100, "Link inválido"),
});

/**
 * Public (no session needed): POST /api/invitations/lookup {token} and POST /api/invitations/accept {token,
 * firstName, lastName, password}. The token travels in the body, never in a URL. Accepting signs the colleague in.
 */
export function invitationsRouter(deps: { db: Db; sso: boolean }) {
  const router = Router();
  const domain = usersDomain(deps.db, { sso: deps.sso });

  router.post("/lookup", async (req, res) => {
    const { token } = tokenSchema.parse(req.body ?? {});
    res.json(await domain.lookupInvitation(token));
  });

  router.post("/accept", async (req, res) => {
    const { token } = tokenSchema.parse(req.body ?? {});
    const input = acceptInvitationSchema.parse(req.body);
    const user = await domain.acceptInvitation(token, input, req.ip ?? "unknown");
    await signIn(req, user);
    res.json(publicUser((await usersStorage(deps.db).findById(user.id))!));
  });

  return router;
}
