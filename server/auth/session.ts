// Sessions live in PostgreSQL (the `sessions` table), so any app instance can serve any request.
import type { Request, RequestHandler } from "express";
import session from "express-session";
import type pg from "pg";
import { PgSessionStore } from "./session-store";
import { SESSION_COOKIE, signedSessionId } from "./session-cookie";
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
  namespace Express {
    interface Request {
      currentUser?: SessionUser;
      /** rooms_version as requireAuth's session statement read it (docs/decisions/0075); null if not there. */
      roomsVersion?: bigint | null;
    }
  }
}

/** A request's signed-in user and the rooms list's version, read in one statement (requireAuth, the rooms lane). */
export interface Identified {
  user: SessionUser;
  roomsVersion: bigint | null;
}

const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The two ways to the sessions:
 * - `middleware`, express-session, in front of the routes that create, rotate or end a session (sign-in, single
 *   sign-on, sign-out) or read it as a whole (the current user);
 * - `requireAuth`, in front of every other /api route. Those only need to know who is signed in, so it reads the
 *   row the cookie names (one indexed SELECT, no session object, nothing written back) and puts the user into
 *   req.currentUser, or answers 401 'Unauthorized'. The row is read at every request: a session deleted by
 *   sign-out, deactivation or a change of role is refused on its very next request. The same statement reads the
 *   rooms list's version into req.roomsVersion (docs/decisions/0075).
 */
export function sessions(options: {
  pool: pg.Pool;
  /** The first signs new cookies; every one is accepted (docs/decisions/0023-maintained-libraries-over-hand-written.md). */
  secret: string | string[];
  onPruneError: (error: unknown) => void;
}) {
  const store = new PgSessionStore(options.pool, {
    pruneIntervalMs: PRUNE_INTERVAL_MS,
    onPruneError: options.onPruneError,
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    // The store's expiry is not touched per request (that would be a write per request), so the cookie is not
    // rolled either: both end one week after sign-in.
    rolling: false,
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: ONE_WEEK_MS },
  });
  /** Who the request's session cookie names, if signed by us and still in the table; with rooms_version (0075). */
  const identify = async (req: Request): Promise<Identified | null> => {
    const sid = signedSessionId(req.headers.cookie, SESSION_COOKIE, options.secret);
    if (!sid) return null;
    const { session: sess, roomsVersion } = await store.readForRequest(sid);
    if (!sess?.userId || !sess.role) return null;
    return { user: { id: sess.userId, role: sess.role }, roomsVersion };
  };
  const requireAuth: RequestHandler = (req, _res, next) => {
    identify(req).then((found) => {
      if (!found) return next(new UnauthorizedError());
      req.currentUser = found.user;
      req.roomsVersion = found.roomsVersion;
      next();
    }, next);
  };
  return { middleware, requireAuth, identify };
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

export function requireRole(role: UserRole): RequestHandler {
  return (req, _res, next) => {
    if (req.currentUser?.role !== role) throw new ForbiddenError();
    next();
  };
}
