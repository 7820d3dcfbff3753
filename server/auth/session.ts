// Sessions live in PostgreSQL (the `sessions` table), so any app instance can serve any request.
import type { Request, RequestHandler } from "express";
import session from "express-session";
import connectPgSimple from "connect-pg-simple";
import type pg from "pg";
import { ForbiddenError, UnauthorizedError } from "../errors";
import type { PublicUser } from "@shared/schema";
import type { UserRole } from "@shared/enums";

declare module "express-session" {
  interface SessionData {
    userId?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      currentUser?: PublicUser;
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
    store: new PgStore({ pool: options.pool, tableName: "sessions", createTableIfMissing: false, pruneSessionInterval: 60 * 15 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: ONE_WEEK_MS },
  });
}

/** A new session id at every sign-in (no fixation), carrying only the user id. */
export function signIn(req: Request, userId: string) {
  return new Promise<void>((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.userId = userId;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function signOut(req: Request) {
  return new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/** Loads the signed-in, still active user into req.currentUser, or answers 401 'Unauthorized'. */
export function requireAuth(loadUser: (id: string) => Promise<PublicUser | undefined>): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    const user = userId ? await loadUser(userId) : undefined;
    if (!user) throw new UnauthorizedError();
    req.currentUser = user;
    next();
  };
}

export function requireRole(role: UserRole): RequestHandler {
  return (req, _res, next) => {
    if (req.currentUser?.role !== role) throw new ForbiddenError();
    next();
  };
}
