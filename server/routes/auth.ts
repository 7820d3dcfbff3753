// Sign-in, sign-out and the current user. These are the only /api routes reachable without a session.
import { Router, type Request, type Response } from "express";
import { ZodError } from "zod";
import { HttpError } from "../errors";
import type { Db } from "../db";
import { localLogin } from "../auth/local-login";
import { renderLoginPage, renderOwnerSetupPage, renderSignOutConfirmPage, type KeptFields } from "../auth/login-page";
import { oidcHandlers, type OidcConfiguration } from "../auth/oidc";
import { signIn, signOut } from "../auth/session";
import { SESSION_COOKIE } from "../auth/session-cookie";
import { publicUser, usersStorage } from "../storage/users";
import { settingsStorage } from "../storage/settings";
import type { CurrentUser } from "@shared/api/users";
import { passwordChangeSchema, profileSchema } from "@shared/validators/users";
import { CONTROL_CHARACTERS } from "@shared/validators/fields";
import { usersDomain } from "../domain/users";

const wantsJson = (req: Request) => Boolean(req.is("application/json"));

/**
 * A request the user made from the app or the address bar: Sec-Fetch-Site "same-origin" or "none". A browser too
 * old to send it is judged by its Referer, which another site's page sends with its own origin.
 */
function isOwnNavigation(req: Request, publicOrigin?: string) {
  const site = req.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const referer = req.get("referer");
  if (!referer) return true;
  const expected = publicOrigin ?? `${req.protocol}://${req.get("host")}`;
  return URL.canParse(referer) && URL.canParse(expected) && new URL(referer).origin === new URL(expected).origin;
}

/**
 * What a refused form post typed (never the password) travels back to the page in a cookie of its own, read once:
 * the e-mail stays in the field without going into the URL, the history or a proxy's logs.
 */
const KEPT_COOKIE = "hospeda.form";
const KEPT_LIMITS: Record<keyof KeptFields, number> = { email: 254, firstName: 100, lastName: 100 };

function keptFieldsOf(body: unknown): KeptFields {
  const kept: KeptFields = {};
  if (!body || typeof body !== "object") return kept;
  for (const [name, limit] of Object.entries(KEPT_LIMITS) as [keyof KeptFields, number][]) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === "string" && value.trim()) kept[name] = value.trim().slice(0, limit);
  }
  return kept;
}

function readKeptFields(req: Request): KeptFields {
  const raw = (req.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${KEPT_COOKIE}=`));
  if (!raw) return {};
  try {
    return keptFieldsOf(JSON.parse(decodeURIComponent(raw.slice(KEPT_COOKIE.length + 1))));
  } catch {
    return {};
  }
}

const keptCookieOptions = (req: Request) =>
  ({ httpOnly: true, sameSite: "strict", secure: req.secure, path: "/api/login" }) as const;

/** A form post gets a redirect back to the page with an error code; a JSON request gets the error itself. */
function formError(req: Request, res: Response, page: string, error: unknown) {
  const kept = keptFieldsOf(req.body);
  if (Object.keys(kept).length > 0) {
    res.cookie(KEPT_COOKIE, JSON.stringify(kept), { ...keptCookieOptions(req), maxAge: 5 * 60_000 });
  }
  const status = error instanceof HttpError ? error.status : 400;
  const code =
    status === 429
      ? "bloqueado"
      : status === 409
        ? "existe"
        : status === 401
          ? "credenciais"
          : page === "setup"
            ? setupErrorCode(error)
            : "dados";
  res.redirect(303, `/api/login?erro=${code}`);
}

/** The set-up form's refusal names the field that failed: a bad name is not told to lengthen the password. */
function setupErrorCode(error: unknown) {
  const issue = error instanceof ZodError ? error.issues[0] : undefined;
  if (issue?.message === CONTROL_CHARACTERS) return "controle";
  const field = issue?.path[0];
  if (field === "firstName" || field === "lastName") return "nome";
  if (field === "email") return "dados";
  return "senha";
}

export function authRouter(deps: { db: Db; oidc: OidcConfiguration | null; publicOrigin?: string }) {
  const router = Router();
  const users = usersStorage(deps.db);
  const local = localLogin(deps.db);
  const sso = deps.oidc ? oidcHandlers(deps.db, deps.oidc, deps.publicOrigin) : null;

  router.get("/auth/user", async (req, res) => {
    const user = req.session.userId ? await users.findById(req.session.userId) : undefined;
    if (!user || !user.isActive) return res.status(401).json({ message: "Unauthorized" });
    // The pousada's clock travels with the user: the client formats every date and time in it from the first screen.
    res.json({ ...publicUser(user), pousadaTimeZone: await settingsStorage(deps.db).timeZone() } satisfies CurrentUser);
  });

  const profiles = usersDomain(deps.db, { sso: Boolean(sso) });

  /** Perfil: first name, last name and e-mail of the signed-in user. */
  router.put("/auth/user", async (req, res) => {
    const user = req.session.userId ? await users.findById(req.session.userId) : undefined;
    if (!user || !user.isActive) return res.status(401).json({ message: "Unauthorized" });
    res.json(publicUser(await profiles.updateProfile(user.id, profileSchema.parse(req.body ?? {}))));
  });

  /** 'Alterar Senha': every session of the account ends; this one continues under a new session id. */
  router.post("/auth/password", async (req, res) => {
    const user = req.session.userId ? await users.findById(req.session.userId) : undefined;
    if (!user || !user.isActive) return res.status(401).json({ message: "Unauthorized" });
    const input = passwordChangeSchema.parse(req.body ?? {});
    await signIn(req, await profiles.changePassword(user.id, input, req.ip ?? "unknown"));
    res.status(204).end();
  });

  router.get("/login", async (req, res, next) => {
    if (sso) return sso.start(req, res, next);
    const error = typeof req.query.erro === "string" ? req.query.erro : undefined;
    const kept = error ? readKeptFields(req) : {};
    if (req.headers.cookie?.includes(`${KEPT_COOKIE}=`)) res.clearCookie(KEPT_COOKIE, keptCookieOptions(req));
    const fresh = (await users.count()) === 0;
    res.set("Cache-Control", "no-store");
    res.type("html").send(fresh ? renderOwnerSetupPage(error, kept) : renderLoginPage(error, kept));
  });

  if (sso) {
    router.get("/callback", async (req, res) => {
      const user = await sso.finish(req, res);
      if (res.headersSent) return;
      if (!user) return res.redirect(303, "/");
      await signIn(req, user);
      await users.markLogin(user.id);
      res.redirect(303, "/");
    });
  } else {
    router.post("/login", async (req, res) => {
      try {
        await signIn(req, await local.authenticate(req));
      } catch (error) {
        if (wantsJson(req)) throw error;
        return formError(req, res, "login", error);
      }
      if (!wantsJson(req)) return res.redirect(303, "/");
      res.json(publicUser((await users.findById(req.session.userId!))!));
    });

    router.post("/setup", async (req, res) => {
      try {
        await signIn(req, await local.setUpOwner(req));
      } catch (error) {
        if (wantsJson(req)) throw error;
        return formError(req, res, "setup", error);
      }
      if (!wantsJson(req)) return res.redirect(303, "/");
      res.status(201).json(publicUser((await users.findById(req.session.userId!))!));
    });
  }

  const endSession = async (req: Request, res: Response) => {
    if (req.session) await signOut(req);
    res.clearCookie(SESSION_COOKIE, { path: "/" });
  };

  // The app's own 'Sair' (a form post, so the same-origin check of every write covers it).
  router.post("/logout", async (req, res) => {
    await endSession(req, res);
    if (wantsJson(req)) return res.status(204).end();
    res.redirect(303, "/");
  });

  // A navigation typed or followed within the app still signs out; one started by another site's link, image or
  // form does not, or any page could sign the clerk out (docs/product.md §3.4).
  router.get("/logout", async (req, res) => {
    if (!isOwnNavigation(req, deps.publicOrigin)) return res.status(403).type("html").send(renderSignOutConfirmPage());
    await endSession(req, res);
    res.redirect(303, "/");
  });

  return router;
}
