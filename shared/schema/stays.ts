// check_in_out: one stay per reservation, from check-in to check-out.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { guests } from "./guests";
import { reservations } from "./reservations";
import { rooms } from "./rooms";

export const checkInOut = pgTable(
  "check_in_out",
  {
    id: id(),
    reservationId: uuid("reservation_id")
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: "restrict" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    checkInTime: timestamp("check_in_time", { withTimezone: true }),
    checkOutTime: timestamp("check_out_time", { withTimezone: true }),
    actualCheckInDate: timestamp("actual_check_in_date", { withTimezone: true }),
    actualCheckOutDate: timestamp("actual_check_out_date", { withTimezone: true }),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("check_in_out_room_idx").on(t.roomId),
    // The list's order (latest check-in first, with the id) is indexed in migrations/0006_list_search.sql.
  ],
);

export type CheckInOut = typeof checkInOut.$inferSelect;
