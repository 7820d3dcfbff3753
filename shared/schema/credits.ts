// What a cancelled or no-show reservation did with the money it held (docs/product.md §10.7, docs/decisions/0031):
// its split into refund, fee and guest credit, and the guest credits (cartas de crédito) with what drew them down.
import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { guests } from "./guests";
import { payments } from "./payments";
import { reservations } from "./reservations";
import { users } from "./users";

/** One row per reservation moved to cancelled or no_show: the bill then holds only `fee` (plus consumption). */
export const reservationCancellations = pgTable(
  "reservation_cancellations",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "restrict" }),
    status: varchar("status", { length: 20 }).notNull(),
    refund: numeric("refund", { precision: 10, scale: 2 }).notNull(),
    fee: numeric("fee", { precision: 10, scale: 2 }).notNull(),
    credit: numeric("credit", { precision: 10, scale: 2 }).notNull(),
    /** Why, when the system cancelled it ('Sinal não pago no prazo', the deposit release job); null: by hand. */
    reason: varchar("reason", { length: 200 }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("reservation_cancellations_status_check", sql`${t.status} IN ('cancelled', 'no_show')`),
    check("reservation_cancellations_amounts_check", sql`${t.refund} >= 0 AND ${t.fee} >= 0 AND ${t.credit} >= 0`),
  ],
);

/** A guest's credit from a cancelled stay: `balance` is what is left of `amount`, usable until `expiresOn`. */
export const guestCredits = pgTable(
  "guest_credits",
  {
    id: id(),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    originReservationId: uuid("origin_reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    balance: numeric("balance", { precision: 10, scale: 2 }).notNull(),
    expiresOn: date("expires_on").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("guest_credits_guest_idx").on(t.guestId),
    index("guest_credits_origin_idx").on(t.originReservationId),
    check("guest_credits_amount_check", sql`${t.amount} > 0`),
    check("guest_credits_balance_check", sql`${t.balance} >= 0 AND ${t.balance} <= ${t.amount}`),
  ],
);

/** A payment made with a guest credit: which credit it drew, and how much. */
export const guestCreditUses = pgTable(
  "guest_credit_uses",
  {
    id: id(),
    creditId: uuid("credit_id")
      .notNull()
      .references(() => guestCredits.id, { onDelete: "restrict" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guest_credit_uses_credit_idx").on(t.creditId),
    index("guest_credit_uses_payment_idx").on(t.paymentId),
    check("guest_credit_uses_amount_check", sql`${t.amount} > 0`),
  ],
);
