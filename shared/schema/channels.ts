// Channels (migrations/0021, docs/decisions/0052): feeds imported per room, their events as blocks (an occupancy
// under the no-double-booking constraint, through a segment row), conflicts, sync runs and the room's export token.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { BLOCK_KINDS, BLOCK_STATUSES, CHANNELS, CONFLICT_RESOLUTIONS } from "../channels";
import { createdAt, id, inList, updatedAt } from "./columns";
import { reservations } from "./reservations";
import { rooms } from "./rooms";
import { users } from "./users";

export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: id(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 80 }).notNull(),
    /** May carry the channel's secret: never logged, never answered to staff. */
    url: text("url").notNull(),
    channel: varchar("channel", { length: 20 }).notNull(),
    importUnavailable: boolean("import_unavailable").notNull().default(true),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    failures: integer("failures").notNull().default(0),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("calendar_feeds_room_idx").on(t.roomId),
    index("calendar_feeds_due_idx").on(t.nextSyncAt),
    check("calendar_feeds_channel_check", sql`${t.channel} IN (${inList(CHANNELS)})`),
  ],
);

/** A block's segment (its nights under the constraint) is written by a trigger on this table (migrations/0021). */
export const roomBlocks = pgTable(
  "room_blocks",
  {
    id: id(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    feedId: uuid("feed_id").references(() => calendarFeeds.id, { onDelete: "set null" }),
    uid: text("uid").notNull(),
    kind: varchar("kind", { length: 20 }).notNull(),
    checkInDate: date("check_in_date").notNull(),
    checkOutDate: date("check_out_date").notNull(),
    status: varchar("status", { length: 20 }).notNull().default("active"),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("room_blocks_room_idx").on(t.roomId, t.checkInDate),
    // The block a channel's stay came from: the map's bar of such a stay looks for its channel (migrations/0034).
    index("room_blocks_reservation_idx")
      .on(t.reservationId)
      .where(sql`${t.reservationId} IS NOT NULL`),
    check("room_blocks_dates_check", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("room_blocks_kind_check", sql`${t.kind} IN (${inList(BLOCK_KINDS)})`),
    check("room_blocks_status_check", sql`${t.status} IN (${inList(BLOCK_STATUSES)})`),
  ],
);

export const calendarConflicts = pgTable(
  "calendar_conflicts",
  {
    id: id(),
    blockId: uuid("block_id")
      .notNull()
      .references(() => roomBlocks.id, { onDelete: "cascade" }),
    checkInDate: date("check_in_date").notNull(),
    checkOutDate: date("check_out_date").notNull(),
    otherReservationId: uuid("other_reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    otherBlockId: uuid("other_block_id").references(() => roomBlocks.id, { onDelete: "set null" }),
    status: varchar("status", { length: 20 }).notNull().default("open"),
    resolution: varchar("resolution", { length: 20 }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("calendar_conflicts_status_check", sql`${t.status} IN ('open', 'resolved')`),
    check(
      "calendar_conflicts_resolution_check",
      sql`${t.resolution} IS NULL OR ${t.resolution} IN (${inList(CONFLICT_RESOLUTIONS)})`,
    ),
  ],
);

export const calendarSyncRuns = pgTable(
  "calendar_sync_runs",
  {
    id: id(),
    feedId: uuid("feed_id")
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ok: boolean("ok").notNull(),
    events: integer("events").notNull().default(0),
    added: integer("added").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    released: integer("released").notNull().default(0),
    conflicts: integer("conflicts").notNull().default(0),
    error: text("error"),
  },
  (t) => [index("calendar_sync_runs_feed_idx").on(t.feedId, t.at)],
);

export const calendarExports = pgTable("calendar_exports", {
  roomId: uuid("room_id")
    .primaryKey()
    .references(() => rooms.id, { onDelete: "cascade" }),
  salt: varchar("salt", { length: 64 }).notNull(),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});
