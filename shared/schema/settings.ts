// The pousada's own settings, the invitations that bring colleagues in, the audit log of who did what, and the
// backups taken before a reset.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS, USER_ROLES } from "../enums";
import { createdAt, id, inList } from "./columns";
import { users } from "./users";

/**
 * One row per group of settings, its value a JSON object validated by shared/validators on every write:
 * 'pousada' (Dados da Pousada: names, CNPJ/CPF, address, contacts; PIX codes and receipts use it) and 'geral'
 * (currency, language, notification and check-in flags, check-in/out hours).
 */
export const settings = pgTable("settings", {
  key: varchar("key", { length: 50 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A one-time link the owner gives a colleague (or a colleague who forgot the password): only the SHA-256 of the
 * token is kept, the link is shown once. Valid 72 hours; used once.
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** hex SHA-256 of the token in the link. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    /** The role the account gets when the invitation is accepted (a reset keeps the current one). */
    role: varchar("role", { length: 20 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_invitations_user_idx").on(t.userId),
    check("user_invitations_role_check", sql`${t.role} IN (${inList(USER_ROLES)})`),
  ],
);

/**
 * Who did what, to which record, when and from where: every write and every view or download of a guest document.
 * Never a CPF, a password or a document's content. Rows are only ever inserted: a trigger (migration 0005)
 * refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The user's e-mail at that moment, so the entry still says who after the account is gone. */
    userEmail: varchar("user_email", { length: 254 }),
    action: varchar("action", { length: 20 }).notNull(),
    /** What kind of record ('reservation', 'guest', 'guest-document', 'payment', ...). */
    entity: varchar("entity", { length: 50 }).notNull(),
    entityId: varchar("entity_id", { length: 100 }),
    method: varchar("method", { length: 10 }),
    path: varchar("path", { length: 300 }),
    status: integer("status"),
    ip: varchar("ip", { length: 64 }),
    /** A short summary without personal data (field names changed, amounts), or null. */
    details: jsonb("details"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_user_at_idx").on(t.userId, t.at),
    index("audit_log_entity_at_idx").on(t.entity, t.at),
    // A guest's access history (docs/product.md §18): entries by the record's id, and a document's by its guest.
    index("audit_log_entity_id_idx").on(t.entityId, t.at),
    index("audit_log_guest_idx")
      .on(sql`(${t.details}->>'guestId')`, t.at)
      .where(sql`${t.details} ? 'guestId'`),
    check("audit_log_action_check", sql`${t.action} IN (${inList(AUDIT_ACTIONS)})`),
  ],
);

/**
 * Per UTC day of the entry's instant, user (null for the system's entries), action and entity: how many entries the
 * log holds. Kept by the log's statement triggers (migrations/0036, docs/decisions/0074), read for a filter's total
 * (server/storage/audit.ts); the app never writes it, rebuild_audit_counts() recomputes it from the log.
 */
export const resumoAuditoriaDia = pgTable(
  "resumo_auditoria_dia",
  {
    dia: date("dia").notNull(),
    /** users.id, without a foreign key: derived rows; a deleted user's entries move to null with the log's. */
    userId: uuid("user_id"),
    action: varchar("action", { length: 20 }).notNull(),
    entity: varchar("entity", { length: 50 }).notNull(),
    quantidade: bigint("quantidade", { mode: "number" }).notNull(),
  },
  // INCLUDE (quantidade) in migrations/0036 (Drizzle writes no INCLUDE): a period's days read from the key alone.
  (t) => [unique("resumo_auditoria_dia_chave").on(t.dia, t.userId, t.action, t.entity).nullsNotDistinct()],
);

/**
 * The backups 'Redefinir Sistema' takes before emptying the data, kept here as well as sent to the browser: a lost
 * download must not lose the pousada's data. Kept by a reset, never inside a backup; the newest few only.
 */
export const resetBackups = pgTable(
  "reset_backups",
  {
    id: id(),
    /** The name the browser saved it under: hospeda-antes-de-redefinir-<instant>.json. */
    fileName: varchar("file_name", { length: 100 }).notNull(),
    /** The backup file's text, exactly as it was downloaded. */
    content: text("content").notNull(),
    /**
     * Who reset, by e-mail: no foreign key, since a restore empties and refills the accounts while these rows,
     * which no backup carries, stay.
     */
    createdByEmail: varchar("created_by_email", { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [index("reset_backups_created_at_idx").on(t.createdAt)],
);

export type Setting = typeof settings.$inferSelect;
export type UserInvitation = typeof userInvitations.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
