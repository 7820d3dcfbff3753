import { sql } from "drizzle-orm";
import { boolean, check, date, index, numeric, pgTable, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { roomBlocks } from "./channels";
import { createdAt, id } from "./columns";
import { reservations } from "./reservations";
import { rooms } from "./rooms";

/**
 * A stay's room over time (docs/product.md §7.4): each row is the nights [checkInDate, checkOutDate) in one room,
 * and a reservation's rows tile its own dates with no gap. `pricePerNight` null is the reservation's agreed rate.
 * `live` mirrors the reservation's status (a trigger, migrations/0011), so the no-overlap constraint, written
 * by hand beside that trigger, holds per segment for every writer (docs/decisions/0033).
 */
export const reservationSegments = pgTable(
  "reservation_segments",
  {
    id: id(),
    /** The stay whose nights these are, or null for a block's (blockId, migrations/0021). */
    reservationId: uuid("reservation_id").references(() => reservations.id, {
      onDelete: "cascade",
      onUpdate: "cascade",
    }),
    /** A channel's block (room_blocks): a kind of occupancy under the same constraint. */
    blockId: uuid("block_id").references(() => roomBlocks.id, { onDelete: "cascade" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    checkInDate: date("check_in_date").notNull(),
    checkOutDate: date("check_out_date").notNull(),
    pricePerNight: numeric("price_per_night", { precision: 10, scale: 2 }),
    live: boolean("live").notNull().default(true),
    /**
     * What the map's bar shows of the stay (a block's segment has none): its reservation's status and origin and its
     * guest's name, copied by triggers from those rows whenever they change (migrations/0034, docs/decisions/0071),
     * so the map's window reads this table alone. Written by nobody else: a value given here is replaced.
     */
    stayStatus: varchar("stay_status", { length: 20 }),
    stayOrigem: varchar("stay_origem", { length: 20 }),
    guestFirstName: varchar("guest_first_name", { length: 100 }),
    guestLastName: varchar("guest_last_name", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservation_segments_reservation_idx").on(t.reservationId, t.checkInDate),
    check("reservation_segments_dates_check", sql`${t.checkOutDate} > ${t.checkInDate}`),
    uniqueIndex("reservation_segments_block_idx").on(t.blockId),
    check("reservation_segments_owner_check", sql`num_nonnulls(${t.reservationId}, ${t.blockId}) = 1`),
    check("reservation_segments_price_check", sql`${t.pricePerNight} >= 0`),
  ],
);

export type ReservationSegment = typeof reservationSegments.$inferSelect;
