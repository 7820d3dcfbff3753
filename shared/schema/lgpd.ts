// The guests' requests under the LGPD (art. 18 and 19; docs/product.md §18): what was asked, when, the 15-day
// deadline and when it was answered.
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { LGPD_REQUEST_KINDS } from "../lgpd";
import { createdAt, id, inList } from "./columns";
import { guests } from "./guests";
import { users } from "./users";

export const lgpdRequests = pgTable(
  "lgpd_requests",
  {
    id: id(),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    /** The pousada's calendar day the guest asked. */
    requestedOn: date("requested_on").notNull(),
    /** requestedOn + 15 days (art. 19 II). */
    dueOn: date("due_on").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lgpd_requests_guest_idx").on(t.guestId, t.requestedOn),
    check("lgpd_requests_kind_check", sql`${t.kind} IN (${inList(LGPD_REQUEST_KINDS)})`),
  ],
);
