import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { RESERVATION_PAYMENT_STATUSES, RESERVATION_STATUSES } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";
import { guests } from "./guests";
import { rooms } from "./rooms";

export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    checkInDate: date("check_in_date").notNull(),
    checkOutDate: date("check_out_date").notNull(),
    numberOfGuests: integer("number_of_guests").notNull().default(1),
    /** numberOfGuests = adults + children (docs/product.md §7.5). */
    adults: integer("adults").notNull().default(1),
    children: integer("children").notNull().default(0),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    statusPagamento: varchar("status_pagamento", { length: 20 }).notNull().default("PENDENTE"),
    notes: text("notes"),
    /** Why the total is below nights x price (docs/product.md §7.6); null when there is no discount. */
    motivoDesconto: text("motivo_desconto"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_guest_idx").on(t.guestId),
    index("reservations_dates_idx").on(t.checkInDate, t.checkOutDate),
    check("reservations_dates_check", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("reservations_guests_check", sql`${t.numberOfGuests} BETWEEN 1 AND 50`),
    check(
      "reservations_adults_children_check",
      sql`${t.adults} >= 1 AND ${t.children} >= 0 AND ${t.adults} + ${t.children} = ${t.numberOfGuests}`,
    ),
    check("reservations_status_check", sql`${t.status} IN (${inList(RESERVATION_STATUSES)})`),
    check(
      "reservations_status_pagamento_check",
      sql`${t.statusPagamento} IN (${inList(RESERVATION_PAYMENT_STATUSES)})`,
    ),
    // The no-overlap exclusion constraint lives in a hand-written migration (drizzle-kit cannot write EXCLUDE); its
    // predicate is the one server/storage/reservations.ts writes from LIVE_RESERVATION_STATUSES, and
    // server/db/no-overlap.test.ts holds the two together.
    // The list's orders (check-in, check-out, creation, each with the id) and the status count have their indexes
    // in migrations/0006_list_search.sql, beside the search's.
  ],
);

export type Reservation = typeof reservations.$inferSelect;
