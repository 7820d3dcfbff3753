// FNRH Digital (docs/product.md §19): the minors' authorisations (ECA art. 82), the register's state per stay and
// per guest, and the API key, kept in a table no backup carries (server/storage/system.ts NOT_BACKED_UP).
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { MINOR_AUTHORISATIONS } from "../fnrh";
import { inList } from "./columns";
import { guests } from "./guests";
import { reservations } from "./reservations";
import { users } from "./users";

/** A minor on a stay: the responsible adult (a guest of the stay or a document) and what the desk checked. */
export const minorAuthorisations = pgTable(
  "minor_authorisations",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    guardianGuestId: uuid("guardian_guest_id").references(() => guests.id, { onDelete: "restrict" }),
    guardianDocumentType: varchar("guardian_document_type", { length: 12 }),
    guardianDocumentNumber: varchar("guardian_document_number", { length: 20 }),
    authorisation: varchar("authorisation", { length: 24 }).notNull(),
    checkedBy: uuid("checked_by").references(() => users.id, { onDelete: "set null" }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.guestId] }),
    check("minor_authorisations_authorisation_check", sql`${t.authorisation} IN (${inList(MINOR_AUTHORISATIONS)})`),
    check(
      "minor_authorisations_guardian_check",
      sql`${t.guardianGuestId} IS NOT NULL OR ${t.guardianDocumentNumber} IS NOT NULL`,
    ),
  ],
);

/** A stay's register with the FNRH: the official reservation, the pre-check-in link, the last error. */
export const fnrhRegistrations = pgTable(
  "fnrh_registrations",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    state: varchar("state", { length: 24 }).notNull().default("nao_enviado"),
    reservaId: varchar("reserva_id", { length: 64 }),
    linkPrecheckin: varchar("link_precheckin", { length: 500 }),
    lastError: text("last_error"),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    checkinSentAt: timestamp("checkin_sent_at", { withTimezone: true }),
    checkoutSentAt: timestamp("checkout_sent_at", { withTimezone: true }),
    /** The official guests (hospede ids) of pre-check-in fichas the clerk ignored: not listed again. */
    ignoredFichas: text("ignored_fichas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("fnrh_registrations_state_idx").on(t.state)],
);

/** Each guest of a registered stay: the API's ids and the guest's own state. */
export const fnrhGuests = pgTable(
  "fnrh_guests",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    hospedeId: varchar("hospede_id", { length: 64 }),
    pessoaId: varchar("pessoa_id", { length: 64 }),
    state: varchar("state", { length: 24 }).notNull().default("nao_enviado"),
    lastError: text("last_error"),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.guestId] })],
);

/** The API key (write-only): one row, never answered, logged, audited or backed up. */
export const fnrhCredentials = pgTable(
  "fnrh_credentials",
  {
    id: smallint("id").primaryKey().default(1),
    apiKey: text("api_key").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("fnrh_credentials_one_row", sql`${t.id} = 1`)],
);
