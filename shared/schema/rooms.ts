import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, jsonb, numeric, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { ROOM_STATUSES, ROOM_TYPES } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";

export const rooms = pgTable(
  "rooms",
  {
    id: id(),
    number: varchar("number", { length: 10 }).notNull().unique(),
    type: varchar("type", { length: 20 }).notNull().default("standard"),
    status: varchar("status", { length: 20 }).notNull().default("available"),
    capacity: integer("capacity").notNull().default(2),
    // Extra beds raise the capacity a booking may reach (docs/product.md §6.2); their price is the rates' concern.
    extraBeds: integer("extra_beds").notNull().default(0),
    pricePerNight: numeric("price_per_night", { precision: 10, scale: 2 }).notNull(),
    description: text("description"),
    amenities: jsonb("amenities"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("rooms_type_check", sql`${t.type} IN (${inList(ROOM_TYPES)})`),
    check("rooms_status_check", sql`${t.status} IN (${inList(ROOM_STATUSES)})`),
    check("rooms_capacity_check", sql`${t.capacity} BETWEEN 1 AND 10`),
    check("rooms_extra_beds_check", sql`${t.extraBeds} BETWEEN 0 AND 4`),
    check("rooms_price_check", sql`${t.pricePerNight} >= 0`),
  ],
);

export type Room = typeof rooms.$inferSelect;

/**
 * One row: a number every committed transaction that changed what GET /api/rooms shows has raised by one, at its
 * commit, through the triggers of migrations/0037 (docs/decisions/0075). The app's copy of the list is good while
 * the number is the one it was built at. Not the pousada's data: never backed up.
 */
export const roomsVersion = pgTable(
  "rooms_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check("rooms_version_one_row", sql`${t.id}`)],
);

/** A transaction's raise of rooms_version, queued by its first write and done by a deferred trigger (migrations/0037). */
export const roomsVersionPending = pgTable("rooms_version_pending", {
  id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
});
