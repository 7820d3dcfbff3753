// reservation_guests: the companions of a stay; the main guest is the reservation's own guest_id (docs/product.md §7.5).
import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { guests } from "./guests";
import { reservations } from "./reservations";

export const reservationGuests = pgTable(
  "reservation_guests",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    /** A minor's responsible adult: one of the stay's adult guests (the main guest or a companion). */
    guardianGuestId: uuid("guardian_guest_id").references(() => guests.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.guestId] }),
    // A guest's history reads their stays as companion.
    index("reservation_guests_guest_idx").on(t.guestId),
    index("reservation_guests_guardian_idx").on(t.guardianGuestId),
  ],
);

export type ReservationGuest = typeof reservationGuests.$inferSelect;
