// Channels' routes (docs/product.md §Canais), the owner's: a room's feeds and export, a feed's sync and log, the
// conflicts. The export itself is public (routes/calendar-public.ts).
import { Router } from "express";
import { insertCalendarFeedSchema, resolveConflictSchema } from "@shared/validators/channels";
import { requireRole } from "../auth/session";
import { checkFeedUrl, FeedError } from "../channels/fetch-feed";
import type { Db } from "../db";
import { channelExport } from "../domain/channel-export";
import { FEED_NOT_FOUND, syncFeed } from "../domain/channel-sync";
import { deleteFeed, resolveConflict } from "../domain/channel-conflicts";
import { NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { parseId } from "./params";

const ROOM_NOT_FOUND = "Quarto não encontrado";

/** Three routers, for /api/rooms, /api/calendar-feeds and /api/calendar-conflicts; every route the owner's. */
export function channelsRouters(db: Db, key: string): Array<[string, Router]> {
  const router = Router();
  const feedsRouter = Router();
  const conflictsRouter = Router();
  for (const r of [router, feedsRouter, conflictsRouter]) r.use(requireRole("owner"));
  const { calendarFeeds, calendarConflicts, rooms } = storage(db);
  const exports = channelExport(db, key);
  const origin = (req: { protocol: string; get(name: string): string | undefined }) =>
    `${req.protocol}://${req.get("host")}`;

  router.get("/:id/calendar-feeds", async (req, res) => {
    res.json(await calendarFeeds.listForRoom(parseId(req.params.id, ROOM_NOT_FOUND)));
  });

  router.post("/:id/calendar-feeds", async (req, res) => {
    const roomId = parseId(req.params.id, ROOM_NOT_FOUND);
    const values = insertCalendarFeedSchema.parse(req.body);
    try {
      checkFeedUrl(values.url);
    } catch (error) {
      if (error instanceof FeedError) throw new ValidationError(error.message, "url");
      throw error;
    }
    if (!(await rooms.findById(roomId))) throw new NotFoundError(ROOM_NOT_FOUND);
    res.status(201).json(await calendarFeeds.insert({ ...values, roomId }));
  });

  feedsRouter.delete("/:id", async (req, res) => {
    await deleteFeed(db, parseId(req.params.id, FEED_NOT_FOUND));
    res.status(204).end();
  });

  feedsRouter.post("/:id/sync", async (req, res) => {
    res.json(await syncFeed(db, parseId(req.params.id, FEED_NOT_FOUND)));
  });

  feedsRouter.get("/:id/log", async (req, res) => {
    const id = parseId(req.params.id, FEED_NOT_FOUND);
    if (!(await calendarFeeds.findById(id))) throw new NotFoundError(FEED_NOT_FOUND);
    res.json(await calendarFeeds.runs(id));
  });

  conflictsRouter.get("/", async (_req, res) => {
    res.json(await calendarConflicts.listOpen());
  });

  conflictsRouter.post("/:id/resolve", async (req, res) => {
    const { resolution } = resolveConflictSchema.parse(req.body);
    await resolveConflict(db, parseId(req.params.id), resolution, req.currentUser!.id);
    res.status(204).end();
  });

  router.get("/:id/calendar-export", async (req, res) => {
    res.json({ url: origin(req) + (await exports.path(parseId(req.params.id, ROOM_NOT_FOUND))) });
  });

  router.post("/:id/calendar-export/rotate", async (req, res) => {
    res.json({ url: origin(req) + (await exports.rotate(parseId(req.params.id, ROOM_NOT_FOUND))) });
  });

  return [
    ["/rooms", router],
    ["/calendar-feeds", feedsRouter],
    ["/calendar-conflicts", conflictsRouter],
  ];
}
