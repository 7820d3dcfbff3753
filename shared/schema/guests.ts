import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { FNRH_DOCUMENT_TYPES, FNRH_GENDERS } from "../fnrh";
import type { GuestConsents } from "../lgpd";
import { createdAt, id, inList, updatedAt } from "./columns";

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
    // The FNRH Digital's fields (docs/product.md §19): countries ISO 3166-1 alpha-2, the document as digits or
    // the passport's letters and digits, the address of a resident of Brazil with the city's IBGE code.
    nationality: varchar("nationality", { length: 2 }),
    residenceCountry: varchar("residence_country", { length: 2 }),
    documentType: varchar("document_type", { length: 12 }),
    documentNumber: varchar("document_number", { length: 20 }),
    gender: varchar("gender", { length: 12 }),
    genderDescription: varchar("gender_description", { length: 100 }),
    socialName: varchar("social_name", { length: 200 }),
    cep: varchar("cep", { length: 8 }),
    street: varchar("street", { length: 200 }),
    addressNumber: varchar("address_number", { length: 20 }),
    complement: varchar("complement", { length: 100 }),
    neighborhood: varchar("neighborhood", { length: 100 }),
    cityIbgeCode: varchar("city_ibge_code", { length: 7 }),
    state: varchar("state", { length: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("guests_document_type_check", sql`${t.documentType} IN (${inList(FNRH_DOCUMENT_TYPES)})`),
    check("guests_gender_check", sql`${t.gender} IN (${inList(FNRH_GENDERS)})`),
    index("guests_name_idx").on(t.firstName, t.lastName),
    // The list's indexes are in migrations/0006_list_search.sql (drizzle-kit writes neither the extensions nor the
    // immutable_unaccent function their expressions call): the name order in the Portuguese alphabet
    // (guests_name_order_idx) and the search's trigram indexes on the names and e-mail without accents, the phone
    // and the CPF. server/storage/search.ts writes the same expressions. The map's names come from
    // guests_map_name_idx (id) INCLUDE (first_name, last_name), migrations/0017.
  ],
);

export type Guest = typeof guests.$inferSelect;

/**
 * Race and disability (LGPD art. 5 II, sensitive): asked only for the FNRH, kept apart from the guest's row so that
 * no ordinary read, list, export or audit snapshot of a guest carries them; only the register's own reads join them.
 */
export const guestSensitiveData = pgTable("guest_sensitive_data", {
  guestId: uuid("guest_id")
    .primaryKey()
    .references(() => guests.id, { onDelete: "cascade" }),
  race: varchar("race", { length: 12 }),
  disability: varchar("disability", { length: 12 }),
  disabilityType: varchar("disability_type", { length: 12 }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
