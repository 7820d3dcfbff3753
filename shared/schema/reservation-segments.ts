import { sql } from "drizzle-orm";
import { boolean, check, date, index, numeric, pgTable, uuid } from "drizzle-orm/pg-core";
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
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade", onUpdate: "cascade" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    checkInDate: date("check_in_date").notNull(),
    checkOutDate: date("check_out_date").notNull(),
    pricePerNight: numeric("price_per_night", { precision: 10, scale: 2 }),
    live: boolean("live").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservation_segments_reservation_idx").on(t.reservationId, t.checkInDate),
    check("reservation_segments_dates_check", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("reservation_segments_price_check", sql`${t.pricePerNight} >= 0`),
  ],
);

export type ReservationSegment = typeof reservationSegments.$inferSelect;
