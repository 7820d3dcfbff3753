// One run of a calendar feed (docs/product.md §Canais, docs/decisions/0052): pull through the adapter, then in one
// transaction holding the feed's lock (so two instances or a job and 'Sincronizar agora' take turns) upsert each
// event by (feed, UID) as a block. The database's no-overlap constraint decides whether a block takes its nights;
// when it refuses, the event becomes a conflict and nothing of ours is touched.
import { DEFAULT_SYNC_MINUTES, MIN_SYNC_MINUTES, type Channel } from "@shared/channels";
import { calendarDateAt } from "@shared/pousada-time";
import { icalAdapter, type ChannelAdapter, type ChannelEvent } from "../channels/adapter";
import { FeedError } from "../channels/fetch-feed";
import type { Db, DbOrTx } from "../db";
import { findPgError } from "../db/pg-errors";
import { retryOnConflict } from "../db/retry";
import { NotFoundError } from "../errors";
import { storage } from "../storage";
import type { RunCounts } from "../storage/calendar-feeds";
import type { BlockDates, StoredBlock } from "../storage/room-blocks";

export const FEED_NOT_FOUND = "Calendário não encontrado";
const EMPTY_FEED = "O calendário veio vazio; os bloqueios anteriores foram mantidos. Confira o endereço no canal.";
const SHRUNK_FEED =
  "O calendário perdeu mais da metade dos eventos futuros de uma vez; os bloqueios anteriores foram mantidos.";
const MAX_BACKOFF_MINUTES = 6 * 60;

export type SyncResult = ({ ok: true } & RunCounts) | { ok: false; error: string };

/** The sync period in minutes (Configurações: 'canais'.syncMinutes), never under 5. */
async function syncMinutes(db: DbOrTx) {
  const value = (await storage(db).settings.get("canais")) as { syncMinutes?: number } | undefined;
  return Math.max(MIN_SYNC_MINUTES, value?.syncMinutes ?? DEFAULT_SYNC_MINUTES);
}

/** Whether `write` went through; false when the no-overlap constraint refused it (its savepoint rolled back). */
async function fits(tx: DbOrTx, write: (sp: DbOrTx) => Promise<unknown>) {
  try {
    await tx.transaction(async (sp) => {
      await write(sp);
    });
    return true;
  } catch (error) {
    if (findPgError(error)?.code === "23P01") return false;
    throw error;
  }
}

const sameDates = (a: BlockDates, b: BlockDates) =>
  a.checkInDate === b.checkInDate && a.checkOutDate === b.checkOutDate;

/** Places one event: the block takes its nights, or it waits in conflict. Answers what happened. */
async function placeEvent(tx: DbOrTx, feed: { id: string; roomId: string }, event: ChannelEvent, known?: StoredBlock) {
  const { roomBlocks, calendarConflicts } = storage(tx);
  const dates = { checkInDate: event.checkInDate, checkOutDate: event.checkOutDate };
  if (!known) {
    const values = { roomId: feed.roomId, feedId: feed.id, uid: event.uid, kind: event.kind, ...dates };
    if (await fits(tx, (sp) => storage(sp).roomBlocks.insert({ ...values, status: "active" }))) return "added";
    const block = await roomBlocks.insert({ ...values, status: "conflict" });
    await calendarConflicts.open(block, dates);
    return "conflict";
  }
  if (known.status === "converted") return "same";
  if (
    (known.status === "active" || known.status === "ignored") &&
    sameDates(known, dates) &&
    known.kind === event.kind
  ) {
    return "same";
  }
  if (
    await fits(tx, (sp) => storage(sp).roomBlocks.update(known.id, { ...dates, kind: event.kind, status: "active" }))
  ) {
    if (known.status === "conflict") await calendarConflicts.close(known.id, "cleared", null);
    return known.status === "active" ? "changed" : "added";
  }
  // Never overwrite: an active block keeps its old nights; a waiting one records the new dates.
  if (known.status !== "active") await roomBlocks.update(known.id, { ...dates, kind: event.kind, status: "conflict" });
  await calendarConflicts.open(known, dates);
  return "conflict";
}

/** Applies the pulled events to the locked feed's blocks; answers the counts, or the reason the feed is suspect. */
async function applyEvents(
  tx: DbOrTx,
  feed: { id: string; roomId: string; importUnavailable: boolean },
  pulled: { events: ChannelEvent[]; total: number },
  today: string,
): Promise<SyncResult> {
  const { roomBlocks, calendarConflicts } = storage(tx);
  const wanted = new Map<string, ChannelEvent>();
  const listed = new Set(pulled.events.map((event) => event.uid));
  for (const event of pulled.events) {
    if (event.checkOutDate <= today) continue; // past: ignored
    if (event.kind === "closure" && !feed.importUnavailable) continue;
    wanted.set(event.uid, event);
  }
  const blocks = await roomBlocks.forFeed(feed.id);
  const holding = blocks.filter((b) => (b.status === "active" || b.status === "conflict") && b.checkOutDate > today);
  const gone = holding.filter((b) => !wanted.has(b.uid));
  // Only events the channel stopped listing make a feed suspect; closures the owner switched off still go.
  const vanished = gone.filter((b) => !listed.has(b.uid)).length;
  if (pulled.total === 0) return { ok: false, error: EMPTY_FEED };
  if (vanished >= 2 && vanished * 2 > holding.length) return { ok: false, error: SHRUNK_FEED };

  const counts: RunCounts = { events: pulled.total, added: 0, changed: 0, released: 0, conflicts: 0 };
  const byUid = new Map(blocks.map((b) => [b.uid, b]));
  for (const event of wanted.values()) {
    const outcome = await placeEvent(tx, feed, event, byUid.get(event.uid));
    if (outcome === "added") counts.added++;
    else if (outcome === "changed") counts.changed++;
    else if (outcome === "conflict") counts.conflicts++;
  }
  for (const block of gone) {
    await roomBlocks.update(block.id, { status: "released" });
    if (block.status === "conflict") await calendarConflicts.close(block.id, "cleared", null);
    counts.released++;
  }
  return { ok: true, ...counts };
}

/** Runs one feed now: the answer of 'Sincronizar agora' and the job's work. */
export async function syncFeed(
  db: Db,
  feedId: string,
  options: { adapter?: ChannelAdapter; now?: Date } = {},
): Promise<SyncResult> {
  const adapter = options.adapter ?? icalAdapter;
  const now = options.now ?? new Date();
  const { calendarFeeds, settings } = storage(db);
  const feed = await calendarFeeds.findById(feedId);
  if (!feed) throw new NotFoundError(FEED_NOT_FOUND);
  const timeZone = await settings.timeZone();
  const minutes = await syncMinutes(db);
  const backoff = (failures: number) =>
    new Date(now.getTime() + Math.min(MAX_BACKOFF_MINUTES, minutes * 2 ** Math.min(failures, 10)) * 60_000);

  let result: SyncResult;
  try {
    const pulled = await adapter.pull({ url: feed.url, channel: feed.channel as Channel }, timeZone);
    result = await retryOnConflict(() =>
      db.transaction(async (tx) => {
        const locked = await storage(tx).calendarFeeds.lockById(feedId);
        if (!locked) throw new NotFoundError(FEED_NOT_FOUND);
        return applyEvents(tx, locked, pulled, calendarDateAt(now, timeZone));
      }),
    );
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    result = { ok: false, error: error.message };
  }
  if (result.ok) {
    await calendarFeeds.succeeded(feedId, new Date(now.getTime() + minutes * 60_000));
    const { ok, ...counts } = result;
    await calendarFeeds.logRun(feedId, { ok, ...counts });
  } else {
    await calendarFeeds.failed(feedId, result.error, backoff);
    await calendarFeeds.logRun(feedId, { ok: false, error: result.error });
  }
  return result;
}

/** Runs every feed that is due at `now`, one after another; answers how many ran. */
export async function syncDueFeeds(db: Db, now: Date) {
  const due = await storage(db).calendarFeeds.due(now);
  for (const id of due) {
    try {
      await syncFeed(db, id, { now });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error; // deleted meanwhile
    }
  }
  return due.length;
}
