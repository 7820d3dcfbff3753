import type { RequestHandler } from "express";
import { ForbiddenError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request sent by a page of another origin (cross-site request forgery). Browsers send
 * Origin on such requests; a request without it (curl, server-to-server) is not a forgery vector here.
 */
export function sameOriginOnly(publicOrigin?: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (!origin) return next();
    const expected = publicOrigin ?? `${req.protocol}://${req.get("host")}`;
    // A Host header naming no host (a b, [, x:99999) gives no origin to match: refused, not a 500.
    const expectedOrigin = URL.canParse(expected) ? new URL(expected).origin : undefined;
    if (origin !== expectedOrigin) throw new ForbiddenError("Origem da requisição não permitida");
    next();
  };
}
