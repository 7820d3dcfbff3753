// What the channels' routes answer (docs/product.md §17).
import type { BlockKind, Channel } from "../channels";

/** GET /api/rooms/:id/calendar-feeds: one feed of the room, with its status. */
export interface CalendarFeedView {
  id: string;
  roomId: string;
  name: string;
  url: string;
  channel: Channel;
  importUnavailable: boolean;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  nextSyncAt: string;
}

/** POST /api/calendar-feeds/:id/sync: the run's counts, or why the feed was not applied. */
export type SyncRunResult =
  | { ok: true; events: number; added: number; changed: number; released: number; conflicts: number }
  | { ok: false; error: string };

/** GET /api/calendar-feeds/:id/log: one run (the last 50, newest first). */
export interface SyncRunView {
  id: string;
  feedId: string;
  at: string;
  ok: boolean;
  events: number;
  added: number;
  changed: number;
  released: number;
  conflicts: number;
  error: string | null;
}

/** GET /api/calendar-conflicts: an open conflict, the channel's event and what holds its nights here. */
export interface CalendarConflictView {
  id: string;
  createdAt: string;
  checkInDate: string;
  checkOutDate: string;
  roomId: string;
  roomNumber: string;
  feedName: string | null;
  channel: Channel | null;
  blockKind: BlockKind;
  other: {
    reservationId: string | null;
    guestName: string | null;
    checkInDate: string | null;
    checkOutDate: string | null;
    blockId: string | null;
    /** The other block's feed, when a channel's block holds the nights. */
    feedName: string | null;
  };
}

/** GET /api/calendar-conflicts/attention: what the bell tells the owner about the channels. */
export interface ChannelsAttention {
  openConflicts: number;
  failingFeeds: number;
}
