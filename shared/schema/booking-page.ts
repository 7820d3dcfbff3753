// The booking page's own tables (docs/product.md §16, docs/decisions/0057): the guest's confirmation token of each
// online booking, kept only as its SHA-256, and when each address last read the availability (the minimum fill
// time is measured from there, on the server, the same for every instance).
import { index, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { reservations } from "./reservations";

export const publicBookings = pgTable(
  "public_bookings",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token the guest keeps; the token itself is never stored. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    /** The celular the booking was made with (digits): at most N pending bookings per phone (the page's settings). */
    phone: varchar("phone", { length: 15 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("public_bookings_phone_idx").on(t.phone)],
);

export const publicBookingReads = pgTable("public_booking_reads", {
  address: varchar("address", { length: 64 }).primaryKey(),
  readAt: timestamp("read_at", { withTimezone: true }).notNull(),
});
