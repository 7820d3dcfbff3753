// Sessions live in PostgreSQL (the `sessions` table), so any app instance can serve any request.
import type { Request, RequestHandler } from "express";
import session from "express-session";
import connectPgSimple from "connect-pg-simple";
import type pg from "pg";
import { ForbiddenError, UnauthorizedError } from "../errors";
import type { UserRole } from "@shared/enums";

/** Who is signed in, as the session records it. Kept in step with the users table: deactivating an account or
 * changing its role deletes that account's sessions (see usersStorage), so no request needs a second lookup. */
export interface SessionUser {
  id: string;
  role: string;
}

declare module "express-session" {
  interface SessionData {
    userId?: string;
    role?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      currentUser?: SessionUser;
    }
  }
}

export const SESSION_COOKIE = "hospeda.sid";
const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function sessionMiddleware(options: { pool: pg.Pool; secret: string }): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new PgStore({ pool: options.pool, tableName: "sessions", createTableIfMissing: false, pruneSessionInterval: 60 * 15, disableTouch: true }),
    resave: false,
    saveUninitialized: false,
    // The store's expiry is not touched per request (that would be a write per request), so the cookie is not
    // rolled either: both end one week after sign-in.
    rolling: false,
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: ONE_WEEK_MS },
  });
}

/** A new session id at every sign-in (no fixation), carrying only the user id and role. */
export function signIn(req: Request, user: SessionUser) {
  return new Promise<void>((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.userId = user.id;
      req.session.role = user.role;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function signOut(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/** Puts the signed-in user into req.currentUser, or answers 401 'Unauthorized'. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  const { userId, role } = req.session ?? {};
  if (!userId || !role) throw new UnauthorizedError();
  req.currentUser = { id: userId, role };
  next();
};

export function requireRole(role: UserRole): RequestHandler {
  return (req, _res, next) => {
    if (req.currentUser?.role !== role) throw new ForbiddenError();
    next();
  };
}
