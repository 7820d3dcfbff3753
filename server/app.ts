// The Express application: middleware, routers and the one error handler. Tests build it with createApp;
// server/index.ts adds the database, the client and the listening socket.
import express, { Router, type RequestHandler } from "express";
import type { Database } from "./db";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { errorHandler } from "./middleware/error-handler";
import { sameOriginOnly } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { compressJson } from "./middleware/compress-json";
import { requestInput } from "./middleware/request-input";
import { sessions } from "./auth/session";
import { roomsListLane } from "./routes/rooms-lane";
import { roomsJson } from "./storage/rooms-json";
import type { OidcConfiguration } from "./auth/oidc";
import { authRouter } from "./routes/auth";
import { backupCharsetError, isBackupUpload } from "./routes/backup-upload";
import { protectedRouters } from "./routes/protected";
import { calendarPublicRouter } from "./routes/calendar-public";
import { invitationsRouter } from "./routes/users";
import type { Clock } from "./domain/clock";
import { isRawUpload } from "./routes/objects";
import type { ObjectStorage } from "./files/object-storage";
import { NotFoundError } from "./errors";
import { auditTrail } from "./middleware/audit";
import { publicBookingRouter } from "./routes/public-booking";
import { pixWebhookRouter } from "./routes/pix-webhook";
import type { PixPsp } from "./domain/pix-psp";
import { systemClock } from "./domain/clock";
import type { Jobs } from "./jobs";

export interface AppDeps {
  database: Database;
  env: Pick<Env, "NODE_ENV" | "TRUST_PROXY" | "APP_ORIGIN">;
  logger: Logger;
  /** One secret, or several: the first signs new session cookies, every one is accepted (rotation). */
  sessionSecret: string | string[];
  oidc?: OidcConfiguration | null;
  /** Guest documents: local disk or Google Cloud Storage (server/files). */
  files: ObjectStorage;
  /** "Now" for the front desk and the dashboard; tests pass a fixed one. */
  clock?: Clock;
  /** The durable queue (server/jobs), for the FNRH's sends; API tests without it queue nothing. */
  jobs?: Pick<Jobs, "add">;
  /** FNRH_API_URL (the fake in tests and development). */
  fnrhApiUrl?: string;
  /** The optional PSP (docs/decisions/0065): dynamic Pix charges and their webhook; none keeps the static code. */
  pixPsp?: PixPsp;
  /** Serves the client after the API (Vite in development, the build in production); none in API tests. */
  frontend?: RequestHandler[];
}

export interface RouteInfo {
  method: string;
  path: string;
}

/** The routes a router registers, with their mount prefix: what the session check must cover. */
function routesOf(prefix: string, router: Router): RouteInfo[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) return [];
    return Object.keys(route.methods)
      .filter((method) => method !== "_all")
      .map((method) => ({ method: method.toUpperCase(), path: `${prefix}${route.path === "/" ? "" : route.path}` }));
  });
}

export function createApp(deps: AppDeps) {
  const { database, env, logger } = deps;
  const db = database.db;
  const app = express();

  app.disable("x-powered-by");
  // No ETag on res.send/res.json bodies: every one of them is an /api answer sent with Cache-Control: no-store,
  // which browsers never revalidate, so hashing each body was pure cost. Static files keep their own ETags.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY);
  // Uploads to a bucket go straight from the browser to its origin.
  const uploadOrigins = deps.files.uploadOrigin ? [deps.files.uploadOrigin] : [];
  app.use(securityHeaders({ development: env.NODE_ENV === "development", extraConnectSources: uploadOrigins }));

  const {
    middleware: sessionMiddleware,
    requireAuth,
    identify,
  } = sessions({
    pool: database.pool,
    secret: deps.sessionSecret,
    onPruneError: (error) => logger.warn({ err: error }, "could not delete expired sessions"),
  });
  // GET /api/rooms's copy of the list (docs/decisions/0075), one per app: the lane below and the rooms router share it.
  const roomsList = roomsJson(db);

  const api = Router();
  // The signed-in rooms list, the hottest read, ahead of the layers that would only pass it on (routes/rooms-lane.ts).
  api.use(roomsListLane({ identify, roomsList }));
  api.use(sameOriginOnly(env.APP_ORIGIN));
  api.use(compressJson());
  const parseJson = express.json({ limit: "100kb" });
  const parseForm = express.urlencoded({ extended: false, limit: "20kb" });
  // A document upload's body is the file itself, whatever type the browser declares: it is streamed, not parsed.
  // So is a backup file sent to 'Restaurar' (routes/system.ts reads it).
  const isRawBody = (req: express.Request) => isRawUpload(req) || isBackupUpload(req);
  api.use((req, res, next) => {
    if (isBackupUpload(req)) return next(backupCharsetError(req));
    return isRawBody(req) ? next() : parseJson(req, res, next);
  });
  api.use((req, res, next) => (isRawBody(req) ? next() : parseForm(req, res, next)));
  // Every route after this gets a body of fields (or none) and text PostgreSQL can store, or the client a 4xx.
  api.use(requestInput({ rawBody: isRawBody }));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // Every write, document view, export, sign-in and sign-out is recorded in audit_log (server/middleware/audit.ts).
  api.use(auditTrail({ db, logger, identify: requireAuth }));
  // These need a signed-in, active user: requireAuth reads the session in front of each (see sessions()).
  const calendarKey = [deps.sessionSecret].flat()[0]!;
  const routers = protectedRouters({
    database,
    files: deps.files,
    logger,
    clock: deps.clock,
    sso: Boolean(deps.oidc),
    publicOrigin: env.APP_ORIGIN,
    calendarKey,
    jobs: deps.jobs,
    fnrhApiUrl: deps.fnrhApiUrl,
    pixPsp: deps.pixPsp,
    roomsList,
  });
  // A room's calendar for the channels: public by design, by an unguessable token (docs/decisions/0052).
  api.use("/calendars", calendarPublicRouter(db, calendarKey, deps.clock));
  for (const [prefix, router] of routers) api.use(prefix, requireAuth, router);
  // The booking page's calls (docs/product.md §16): public, no session at all.
  api.use("/public", publicBookingRouter(db, deps.files, deps.clock ?? systemClock, deps.pixPsp));
  // The invitation page's calls: public, and accepting signs the colleague in (so on express-session).
  api.use("/invitations", sessionMiddleware, invitationsRouter({ db, sso: Boolean(deps.oidc) }));
  // Sign-in, sign-out and the current user, on express-session; any other path is 401 without a session, else 404.
  api.use(sessionMiddleware, authRouter({ db, oidc: deps.oidc ?? null, publicOrigin: env.APP_ORIGIN }));
  api.use(requireAuth, () => {
    throw new NotFoundError("Rota não encontrada");
  });

  // The PSP's webhook: no session, no same-origin check, its own body limit and error answers (the path's secret).
  if (deps.pixPsp) app.use("/api/webhooks/pix", pixWebhookRouter(db, deps.clock ?? systemClock, deps.pixPsp));
  app.use("/api", api);
  app.locals.protectedRoutes = routers.flatMap(([prefix, router]) => routesOf(`/api${prefix}`, router));
  for (const handler of deps.frontend ?? []) app.use(handler);
  app.use(errorHandler(logger));
  return app;
}
