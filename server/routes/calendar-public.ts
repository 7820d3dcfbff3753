// GET /api/calendars/:token.ics: a room's calendar for the channels (docs/product.md §Canais). Public by design, so
// it says nothing personal, answers 404 to any token it does not know (a guess learns nothing), and is rate-limited.
import { Router } from "express";
import type { Db } from "../db";
import { channelExport } from "../domain/channel-export";
import { NotFoundError, TooManyRequestsError } from "../errors";

/** Requests per address per minute, per instance: channels poll every few hours, guessing takes millions. */
const PER_MINUTE = 30;

export function calendarPublicRouter(db: Db, key: string, now: () => Date = () => new Date()) {
  const router = Router();
  const exports = channelExport(db, key);
  const hits = new Map<string, { minute: number; count: number }>();

  router.get("/:file", async (req, res) => {
    const minute = Math.floor(Date.now() / 60_000);
    const ip = req.ip ?? "?";
    const hit = hits.get(ip);
    if (hit && hit.minute === minute) hit.count++;
    else {
      if (hits.size > 10_000) hits.clear();
      hits.set(ip, { minute, count: 1 });
    }
    if ((hits.get(ip)?.count ?? 0) > PER_MINUTE)
      throw new TooManyRequestsError("Muitas requisições. Tente mais tarde.", 60);
    const token = /^(.+)\.ics$/.exec(req.params.file)?.[1];
    const calendar = token ? await exports.render(token, now()) : undefined;
    if (!calendar) throw new NotFoundError("Calendário não encontrado");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", calendar.etag);
    res.setHeader("Last-Modified", calendar.lastModified.toUTCString());
    if (req.get("if-none-match") === calendar.etag) return void res.status(304).end();
    res.type("text/calendar; charset=utf-8").send(calendar.body);
  });
  return router;
}
