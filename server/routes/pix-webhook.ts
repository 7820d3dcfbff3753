// The optional PSP's webhook (docs/decisions/0065): POST /api/webhooks/pix/:secret/pix, where the PSP posts each Pix
// received (API Pix v2: the registered URL + '/pix'). No session, like any PSP callback, but the path's secret is
// compared in constant time, each address is rate-limited in the database (two instances count together), the body
// is at most 32 KB, and every Pix is checked with the PSP before money is recorded. Every answer the PSP must not
// retry is 2xx; a PSP that cannot be asked answers 503 so the PSP delivers again later. GET /api/pix-recebidos lists
// the Pix that became no payment, for the desk.
import { createHash, timingSafeEqual } from "node:crypto";
import express, { Router, type ErrorRequestHandler } from "express";
import { ZodError } from "zod";
import { pixResolutionSchema, pixWebhookSchema } from "@shared/validators/pix-psp";
import type { Db } from "../db";
import { systemClock, type Clock } from "../domain/clock";
import { pixWebhookDomain, resolveUnrecordedPix, unrecordedPix, type PixPsp } from "../domain/pix-psp";
import { HttpError, TooManyRequestsError, UnauthorizedError } from "../errors";
import { storage } from "../storage";

/** 600 deliveries a minute from one address: a PSP's bursts pass, a flood of guesses does not. */
const WEBHOOK_RULE = { limit: 600, leakPerSecond: 10 };

const digest = (value: string) => createHash("sha256").update(value).digest();
/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export function pixWebhookRouter(db: Db, clock: Clock, psp: PixPsp) {
  const router = Router();
  const pix = pixWebhookDomain(db, clock, psp);
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "32kb", type: () => true }));

  router.post("/:secret/pix", async (req, res) => {
    const address = (req.ip ?? "desconhecido").slice(0, 64);
    const taken = await storage(db).loginThrottle.take(`pix-webhook:${address}`, WEBHOOK_RULE);
    if (!taken.taken) throw new TooManyRequestsError("Muitas requisições", taken.retryAfterSeconds);
    if (!sameSecret(req.params.secret, psp.webhookSecret)) throw new UnauthorizedError("Não autorizado");
    res.json(await pix.receive(pixWebhookSchema.parse(req.body), address));
  });
  router.use(answerWithoutPath(psp));
  return router;
}

/**
 * The webhook's own error answers: the app's handler logs a failed request's path, and this path holds the secret.
 * A failure is logged with its name and code only.
 */
function answerWithoutPath(psp: PixPsp): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof ZodError) {
      return res.status(400).json({ message: error.issues[0]?.message ?? "Dados inválidos" });
    }
    if (error instanceof TooManyRequestsError) res.setHeader("Retry-After", String(error.retryAfterSeconds));
    if (error instanceof HttpError) return res.status(error.status).json({ message: error.message });
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return res.status(status).json({ message: status === 413 ? "Corpo grande demais" : "Corpo inválido" });
    }
    const { name, code } = error as { name?: string; code?: string };
    psp.logger.error({ err: { name, code } }, "PSP webhook failed");
    return res.status(500).json({ message: "Erro interno do servidor. Tente novamente." });
  };
}

export function pixReceivedRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  router.get("/", async (_req, res) => {
    res.json(await unrecordedPix(db));
  });
  router.post("/:endToEndId/resolver", async (req, res) => {
    const { resolution } = pixResolutionSchema.parse(req.body ?? {});
    await resolveUnrecordedPix(db, clock, {
      endToEndId: req.params.endToEndId.slice(0, 32),
      resolution,
      userId: req.currentUser!.id,
      ip: req.ip ?? null,
    });
    res.status(204).end();
  });
  return router;
}
