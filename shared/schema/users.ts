// Accounts, their sessions and the sign-in throttle.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  json,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { USER_ROLES } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: varchar("email", { length: 254 }).unique(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: varchar("profile_image_url", { length: 500 }),
    role: varchar("role", { length: 20 }).notNull().default("employee"),
    /** scrypt hash for local logins; null for accounts that only sign in through OIDC. */
    passwordHash: text("password_hash"),
    oidcIssuer: varchar("oidc_issuer", { length: 500 }),
    oidcSubject: varchar("oidc_subject", { length: 255 }),
    isActive: boolean("is_active").notNull().default(true),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_oidc_identity_idx").on(t.oidcIssuer, t.oidcSubject),
    check("users_role_check", sql`${t.role} IN (${inList(USER_ROLES)})`),
  ],
);

/** The session store's table (server/auth/session-store.ts), in the layout connect-pg-simple used, so old rows stay valid. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

/**
 * Local sign-in attempts per account and per address, kept in the database so every instance counts the same: a
 * leaky bucket (server/auth/local-login.ts) whose `failures` were the level at `updated_at` and leak away since.
 */
export const loginThrottle = pgTable("login_throttle", {
  key: varchar("key", { length: 400 }).primaryKey(),
  failures: doublePrecision("failures").notNull().default(0),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
