// Channels' routes (docs/product.md §Canais), the owner's: a room's feeds and export, a feed's sync and log, the
// conflicts. The export itself is public (routes/calendar-public.ts).
import { Router } from "express";
import { DEFAULT_SYNC_MINUTES } from "@shared/channels";
import type { ChannelsAttention } from "@shared/api/channels";
import {
  canaisSettingsSchema,
  insertCalendarFeedSchema,
  resolveConflictSchema,
  updateCalendarFeedSchema,
  type CanaisSettings,
} from "@shared/validators/channels";
import { calendarDateAt } from "@shared/pousada-time";
import { reservationSchemas } from "@shared/validators/reservations";
import { requireRole } from "../auth/session";
import { checkFeedUrl, FeedError } from "../channels/fetch-feed";
import type { Db } from "../db";
import { BLOCK_NOT_FOUND, reservationFromBlock } from "../domain/channel-block-reservation";
import { systemClock, type Clock } from "../domain/clock";
import { channelExport } from "../domain/channel-export";
import { FEED_NOT_FOUND, syncFeed } from "../domain/channel-sync";
import { deleteFeed, resolveConflict } from "../domain/channel-conflicts";
import { NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { parseId } from "./params";

const ROOM_NOT_FOUND = "Quarto não encontrado";

/**
 * The routers for /api/rooms, /api/calendar-feeds, /api/calendar-conflicts and /api/settings/canais, every route the
 * owner's; and /api/calendar-blocks, the desk's (a block becomes a reservation).
 */
export function channelsRouters(db: Db, key: string, clock: Clock = systemClock): Array<[string, Router]> {
  const router = Router();
  const feedsRouter = Router();
  const conflictsRouter = Router();
  for (const r of [router, feedsRouter, conflictsRouter]) r.use(requireRole("owner"));
  // Mounted at /settings beside the settings routers: a role check per route, not for the whole path.
  const settingsRouter = Router();
  const blocksRouter = Router();
  const { calendarFeeds, calendarConflicts, rooms, settings } = storage(db);
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

  feedsRouter.patch("/:id", async (req, res) => {
    const id = parseId(req.params.id, FEED_NOT_FOUND);
    const { importUnavailable } = updateCalendarFeedSchema.parse(req.body);
    const feed = await calendarFeeds.setImportUnavailable(id, importUnavailable);
    if (!feed) throw new NotFoundError(FEED_NOT_FOUND);
    res.json(feed);
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

  conflictsRouter.get("/attention", async (_req, res) => {
    const [openConflicts, failingFeeds] = await Promise.all([
      calendarConflicts.countOpen(),
      calendarFeeds.countFailing(),
    ]);
    res.json({ openConflicts, failingFeeds } satisfies ChannelsAttention);
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

  settingsRouter.get("/canais", requireRole("owner"), async (_req, res) => {
    const saved = canaisSettingsSchema.safeParse(await settings.get("canais"));
    res.json(saved.success ? saved.data : ({ syncMinutes: DEFAULT_SYNC_MINUTES } satisfies CanaisSettings));
  });

  settingsRouter.put("/canais", requireRole("owner"), async (req, res) => {
    const values = canaisSettingsSchema.parse(req.body);
    const now = clock();
    await settings.put("canais", values, req.currentUser!.id, now);
    await calendarFeeds.syncBy(new Date(now.getTime() + values.syncMinutes * 60_000));
    res.json(values);
  });

  // A block becomes the desk's reservation (owner and staff): the body is the desk's new reservation.
  blocksRouter.post("/:id/reservation", async (req, res) => {
    const blockId = parseId(req.params.id, BLOCK_NOT_FOUND);
    const today = calendarDateAt(clock(), await settings.timeZone());
    const values = reservationSchemas(() => today).insert.parse(req.body);
    const id = await reservationFromBlock(db, clock, blockId, values, req.currentUser!.role);
    res.status(201).json({ id });
  });

  return [
    ["/rooms", router],
    ["/calendar-feeds", feedsRouter],
    ["/calendar-conflicts", conflictsRouter],
    ["/settings", settingsRouter],
    ["/calendar-blocks", blocksRouter],
  ];
}
