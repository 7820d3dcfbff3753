import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/** One-time document uploads: issued by POST /api/objects/upload, used once by PUT /api/guest-documents. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the upload has been turned into a stored object; a second use is refused. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_expires_idx").on(t.expiresAt)],
);
