import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { GuestConsents } from "../lgpd";
import { createdAt, id, updatedAt } from "./columns";

export const guests = pgTable(
  "guests",
  {
    id: id(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).unique(),
    /**
     * Digits only (10 or 11), so that masked and bare forms are the same phone. Null only for a companion added to a
     * stay with a name and a birth date (docs/product.md §7.5); the guest form requires it.
     */
    phone: varchar("phone", { length: 15 }).unique(),
    /** Eleven digits, no punctuation. */
    cpf: varchar("cpf", { length: 11 }).unique(),
    address: text("address"),
    birthDate: date("birth_date"),
    /** "/objects/<uuid>": one stored document belongs to one guest. */
    documentPhotoUrl: varchar("document_photo_url", { length: 500 }).unique(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes"),
    /** When the guest's personal data was removed (docs/product.md §18): by the owner or by the retention job. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    /**
     * A hold on the retention (a legal claim, a police request): while set and not past its date, neither the
     * retention job nor the owner removes the guest's data or document photo. Always with a reason.
     */
    retentionHoldReason: text("retention_hold_reason"),
    /** The hold's last day (null: until lifted). */
    retentionHoldUntil: date("retention_hold_until"),
    /** Consent per channel for anything beyond the stay (shared/lgpd.ts): {email: {granted, at, source}, ...}. */
    consents: jsonb("consents").$type<GuestConsents>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("guests_name_idx").on(t.firstName, t.lastName),
    // The list's indexes are in migrations/0006_list_search.sql (drizzle-kit writes neither the extensions nor the
    // immutable_unaccent function their expressions call): the name order in the Portuguese alphabet
    // (guests_name_order_idx) and the search's trigram indexes on the names and e-mail without accents, the phone
    // and the CPF. server/storage/search.ts writes the same expressions. The map's names come from
    // guests_map_name_idx (id) INCLUDE (first_name, last_name), migrations/0017.
  ],
);

export type Guest = typeof guests.$inferSelect;
