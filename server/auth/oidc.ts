// Single sign-on through an OpenID Connect provider: authorization-code flow with PKCE (openid-client's passport
// strategy). The callback creates or updates the user keyed by issuer and subject.
import type { Request, RequestHandler } from "express";
import passport from "passport";
import * as client from "openid-client";
import { Strategy, type AuthenticateOptions, type VerifyFunctionWithRequest } from "openid-client/passport";
import type { Db } from "../db";
import { invitationsStorage } from "../storage/invitations";
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
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

/** Creates or updates the local user for an OIDC identity; the first account of an installation is the owner. */
async function upsertOidcUser(db: Db, claims: OidcClaims) {
  const users = usersStorage(db);
  const profile = {
    email: claims.email?.toLowerCase() ?? null,
    firstName: claims.given_name ?? claims.name ?? null,
    lastName: claims.family_name ?? null,
    profileImageUrl: claims.picture ?? null,
  };
  const existing = await users.findByOidcIdentity(claims.iss, claims.sub);
  if (existing) return users.update(existing.id, profile);
  // A colleague the owner invited (docs/product.md §5.6): the first sign-in whose e-mail the provider has verified
  // takes the invited account, with the role the owner chose, and its pending links stop working.
  if (profile.email && claims.email_verified === true) {
    const invited = await users.findByEmail(profile.email);
    if (invited && !invited.passwordHash && !invited.oidcIssuer) {
      await invitationsStorage(db).revokeForUser(invited.id);
      return users.update(invited.id, { ...profile, oidcIssuer: claims.iss, oidcSubject: claims.sub });
    }
  }
  const role = (await users.count()) === 0 ? "owner" : "employee";
  return users.create({ ...profile, role, oidcIssuer: claims.iss, oidcSubject: claims.sub });
}

/**
 * The ID token's identity with the profile from the UserInfo endpoint: a provider may keep the ID token to `sub`
 * and return the claims asked for by scope (email, profile) only there (OpenID Connect Core 5.4). The subject is
 * checked against the ID token's; issuer and subject always come from the ID token.
 */
async function profileClaims(config: OidcConfiguration, tokens: client.TokenEndpointResponse, idToken: OidcClaims) {
  if (!config.serverMetadata().userinfo_endpoint) return idToken;
  const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
  return { ...idToken, ...userInfo, iss: idToken.iss, sub: idToken.sub } as OidcClaims;
}

export function oidcHandlers(db: Db, config: OidcConfiguration, publicOrigin?: string) {
  const verify: VerifyFunctionWithRequest = (_req, tokens, done) => {
    const idToken = tokens.claims() as OidcClaims | undefined;
    if (!idToken) return done(new Error("OIDC response without an ID token"));
    profileClaims(config, tokens, idToken)
      .then((claims) => upsertOidcUser(db, claims))
      .then(
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
      authenticator.authenticate(STRATEGY, options(req), (error: unknown, user: SessionUser | false) =>
        error ? reject(error) : resolve(user || null),
      )(req, res, () => resolve(null)),
    );
  return { start, finish };
}
