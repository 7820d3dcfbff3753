// Single sign-on through an OpenID Connect provider: authorization-code flow with PKCE (openid-client's passport
// strategy). The callback creates or updates the user keyed by issuer and subject.
import type { Request, RequestHandler } from "express";
import passport from "passport";
import * as client from "openid-client";
import { Strategy, type AuthenticateOptions, type VerifyFunctionWithRequest } from "openid-client/passport";
import type { Db } from "../db";
import { usersStorage } from "../storage/users";
import type { SessionUser } from "./session";

export type OidcConfiguration = client.Configuration;

export async function discoverOidc(options: {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  allowInsecure: boolean;
}) {
  return client.discovery(
    new URL(options.issuerUrl),
    options.clientId,
    options.clientSecret,
    undefined,
    options.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
}

const STRATEGY = "hospeda-oidc";

interface OidcClaims {
  iss: string;
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

/** Creates or updates the local user for an OIDC identity; the first account of an installation is the owner. */
export async function upsertOidcUser(db: Db, claims: OidcClaims) {
  const users = usersStorage(db);
  const profile = {
    email: claims.email?.toLowerCase() ?? null,
    firstName: claims.given_name ?? claims.name ?? null,
    lastName: claims.family_name ?? null,
    profileImageUrl: claims.picture ?? null,
  };
  const existing = await users.findByOidcIdentity(claims.iss, claims.sub);
  if (existing) return users.update(existing.id, profile);
  const role = (await users.count()) === 0 ? "owner" : "employee";
  return users.create({ ...profile, role, oidcIssuer: claims.iss, oidcSubject: claims.sub });
}

export function oidcHandlers(db: Db, config: OidcConfiguration, publicOrigin?: string) {
  const verify: VerifyFunctionWithRequest = (_req, tokens, done) => {
    const claims = tokens.claims() as OidcClaims | undefined;
    if (!claims) return done(new Error("OIDC response without an ID token"));
    upsertOidcUser(db, claims).then(
      (user) => (user && user.isActive ? done(null, { id: user.id, role: user.role }) : done(null, false)),
      (error) => done(error),
    );
  };
  const strategy = new Strategy(
    { config, scope: "openid email profile", passReqToCallback: true, sessionKey: "oidc" },
    verify,
  );
  const authenticator = new passport.Passport();
  authenticator.use(STRATEGY, strategy);

  const callbackURL = (req: Request) => `${publicOrigin ?? `${req.protocol}://${req.get("host")}`}/api/callback`;
  // openid-client's strategy reads callbackURL from the authenticate options (passport's types do not know it).
  const options = (req: Request) =>
    ({ callbackURL: callbackURL(req), session: false }) satisfies AuthenticateOptions as passport.AuthenticateOptions;
  const start: RequestHandler = (req, res, next) => authenticator.authenticate(STRATEGY, options(req))(req, res, next);
  /** Resolves with the signed-in user, or null when the provider refused. */
  const finish = (req: Request, res: Parameters<RequestHandler>[1]) =>
    new Promise<SessionUser | null>((resolve, reject) =>
      authenticator.authenticate(
        STRATEGY,
        options(req),
        (error: unknown, user: SessionUser | false) => (error ? reject(error) : resolve(user || null)),
      )(req, res, () => resolve(null)),
    );
  return { start, finish };
}
