// The room register's room types (docs/product.md §16.7): what the booking page says of each type and its photos.
// The bytes live in the object storage (server/files); a row keeps the two stored objects (the photo and its
// thumbnail), their SHA-256 (the public, immutable address) and their sizes (the page sets width and height).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { ROOM_TYPES } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";
import { users } from "./users";

export const roomTypeProfiles = pgTable(
  "room_type_profiles",
  {
    roomType: varchar("room_type", { length: 20 }).primaryKey(),
    description: text("description").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [check("room_type_profiles_type_check", sql`${t.roomType} IN (${inList(ROOM_TYPES)})`)],
);

export const roomTypePhotos = pgTable(
  "room_type_photos",
  {
    id: id(),
    roomType: varchar("room_type", { length: 20 }).notNull(),
    /** The order on the page, from 0; the owner reorders them. */
    position: integer("position").notNull(),
    objectPath: varchar("object_path", { length: 60 }).notNull(),
    thumbPath: varchar("thumb_path", { length: 60 }).notNull(),
    /** Hex SHA-256 of the stored bytes: the photo's address, so a changed photo is a new URL. */
    hash: varchar("hash", { length: 64 }).notNull(),
    thumbHash: varchar("thumb_hash", { length: 64 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    thumbWidth: integer("thumb_width").notNull(),
    thumbHeight: integer("thumb_height").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("room_type_photos_type_check", sql`${t.roomType} IN (${inList(ROOM_TYPES)})`),
    index("room_type_photos_type_idx").on(t.roomType, t.position),
    index("room_type_photos_hash_idx").on(t.hash),
    index("room_type_photos_thumb_hash_idx").on(t.thumbHash),
  ],
);
