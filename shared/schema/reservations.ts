import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { RESERVATION_ORIGINS, RESERVATION_PAYMENT_STATUSES, RESERVATION_STATUSES } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";
import { guests } from "./guests";
import { rates } from "./rates";
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
    /** Each child's age (0-17) as the clerk gave it, for the quote's age bands; empty when not known (docs/decisions/0054). */
    childrenAges: smallint("children_ages")
      .array()
      .notNull()
      .default(sql`'{}'`),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    statusPagamento: varchar("status_pagamento", { length: 20 }).notNull().default("PENDENTE"),
    notes: text("notes"),
    /** Why the total is below nights x price (docs/product.md §7.6); null when there is no discount. */
    motivoDesconto: text("motivo_desconto"),
    /** Where it was sold (RESERVATION_ORIGINS); every origin but 'balcao' is a distance sale (CDC art. 49). */
    origem: varchar("origem", { length: 20 }).notNull().default("balcao"),
    /**
     * The deposit (sinal) the quote asked for when it was sold, and until when it may be paid; both null when the
     * reservation was sold without one. A pending reservation with an unpaid deposit past `depositDueAt` is released.
     */
    depositAmount: numeric("deposit_amount", { precision: 10, scale: 2 }),
    depositDueAt: timestamp("deposit_due_at", { withTimezone: true }),
    /**
     * The cancellation policy it was sold with, as it stood then ({name, rows, creditMonths}, the quote's shape), so
     * a later change of the policy never changes an existing booking; null: sold before policies existed.
     */
    cancellationPolicy: jsonb("cancellation_policy"),
    /** The quote's total when the stay was last priced: the list price a discount is measured against; null before. */
    quotedTotal: numeric("quoted_total", { precision: 10, scale: 2 }),
    /** The FNRH's travel reason and means of transport (shared/fnrh.ts codes), for every guest of the stay. */
    travelReason: varchar("travel_reason", { length: 20 }),
    transport: varchar("transport", { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_guest_idx").on(t.guestId),
    index("reservations_dates_idx").on(t.checkInDate, t.checkOutDate),
    // The map's join: reservations_map_idx (id) INCLUDE (guest_id, status), migrations/0017 (no INCLUDE in Drizzle).
    // The reservations made in a period with their guest (Relatórios > Hóspedes): reservations_made_created_idx
    // (created_at) INCLUDE (guest_id) for the made statuses, migrations/0033.
    check("reservations_dates_check", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("reservations_guests_check", sql`${t.numberOfGuests} BETWEEN 1 AND 50`),
    check(
      "reservations_adults_children_check",
      sql`${t.adults} >= 1 AND ${t.children} >= 0 AND ${t.adults} + ${t.children} = ${t.numberOfGuests}`,
    ),
    check("reservations_origem_check", sql`${t.origem} IN (${inList(RESERVATION_ORIGINS)})`),
    check("reservations_deposit_check", sql`${t.depositAmount} >= 0`),
    check(
      "reservations_children_ages_check",
      sql`cardinality(${t.childrenAges}) IN (0, ${t.children}) AND 0 <= ALL(${t.childrenAges}) AND 17 >= ALL(${t.childrenAges})`,
    ),
    check("reservations_quoted_total_check", sql`${t.quotedTotal} >= 0`),
    index("reservations_deposit_due_idx")
      .on(t.depositDueAt)
      .where(sql`${t.depositDueAt} IS NOT NULL AND ${t.status} = 'pending'`),
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

/**
 * The nights a reservation was sold with, one row per night [checkInDate, checkOutDate): its price and the rule of
 * the tarifário that gave it (e.g. 'Alta temporada, fim de semana'), and the price layer (rates.id) when there was
 * one. Written when the reservation is made or its dates, room or guests change, never when the tarifário changes,
 * so an existing booking keeps its price. Reports read room revenue, ADR and RevPAR from here.
 */
export const reservationNights = pgTable(
  "reservation_nights",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade", onUpdate: "cascade" }),
    night: date("night").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    rule: varchar("rule", { length: 160 }).notNull(),
    /** The season, package, holiday or base layer that priced it; null when priced by the room's own price. */
    rateId: uuid("rate_id").references(() => rates.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.night] }),
    index("reservation_nights_night_idx").on(t.night),
    check("reservation_nights_price_check", sql`${t.price} >= 0`),
  ],
);

export type ReservationNight = typeof reservationNights.$inferSelect;
