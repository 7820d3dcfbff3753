// The room register's room types (docs/product.md §16.7): descriptions and photos. Queries only; the rules (the
// limit of 8, the checks of the bytes) are server/domain/room-type-photos.ts's.
import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import type { RoomType } from "@shared/enums";
import { roomTypePhotos, roomTypeProfiles } from "@shared/schema/room-types";
import type { DbOrTx } from "../db";

export type RoomTypePhoto = typeof roomTypePhotos.$inferSelect;
export type NewRoomTypePhoto = Omit<typeof roomTypePhotos.$inferInsert, "id" | "position" | "createdAt">;

export function roomTypesStorage(db: DbOrTx) {
  return {
    async descriptions(): Promise<Map<string, string>> {
      const rows = await db.select().from(roomTypeProfiles);
      return new Map(rows.map((row) => [row.roomType, row.description]));
    },
    async setDescription(roomType: RoomType, description: string, at: Date) {
      await db
        .insert(roomTypeProfiles)
        .values({ roomType, description, updatedAt: at })
        .onConflictDoUpdate({ target: roomTypeProfiles.roomType, set: { description, updatedAt: at } });
    },
    /**
     * Holds the type's photos until the transaction ends (the type's profile row, made if missing, locked FOR
     * UPDATE): additions, removals and reorders of one type take turns, on any instance.
     */
    async lockType(roomType: RoomType) {
      await db.insert(roomTypeProfiles).values({ roomType }).onConflictDoNothing();
      await db.execute(
        sql`SELECT 1 FROM ${roomTypeProfiles} WHERE ${roomTypeProfiles.roomType} = ${roomType} FOR UPDATE`,
      );
    },
    async countPhotos(roomType: RoomType): Promise<number> {
      const [row] = await db.select({ n: count() }).from(roomTypePhotos).where(eq(roomTypePhotos.roomType, roomType));
      return row?.n ?? 0;
    },
    /** Appended after the type's last photo. */
    async addPhoto(photo: NewRoomTypePhoto) {
      const [row] = await db
        .insert(roomTypePhotos)
        .values({
          ...photo,
          position: sql`(SELECT COALESCE(MAX(${roomTypePhotos.position}) + 1, 0) FROM ${roomTypePhotos} WHERE ${roomTypePhotos.roomType} = ${photo.roomType})`,
        })
        .returning();
      return row!;
    },
    /** Every photo, by type and then the owner's order. */
    async photos(roomTypes?: readonly RoomType[]) {
      return db
        .select()
        .from(roomTypePhotos)
        .where(roomTypes ? inArray(roomTypePhotos.roomType, [...roomTypes]) : undefined)
        .orderBy(asc(roomTypePhotos.roomType), asc(roomTypePhotos.position), asc(roomTypePhotos.createdAt));
    },
    async removePhoto(roomType: RoomType, id: string) {
      const [row] = await db
        .delete(roomTypePhotos)
        .where(and(eq(roomTypePhotos.roomType, roomType), eq(roomTypePhotos.id, id)))
        .returning();
      return row;
    },
    async setPosition(id: string, position: number) {
      await db.update(roomTypePhotos).set({ position }).where(eq(roomTypePhotos.id, id));
    },
    /**
     * The stored object whose bytes hash to `hash` (a photo or a thumbnail), only among photos of `roomTypes`
     * (undefined: any type).
     */
    async objectByHash(hash: string, roomTypes?: readonly RoomType[]) {
      const [row] = await db
        .select({
          objectPath: sql<string>`CASE WHEN ${roomTypePhotos.hash} = ${hash} THEN ${roomTypePhotos.objectPath} ELSE ${roomTypePhotos.thumbPath} END`,
        })
        .from(roomTypePhotos)
        .where(
          and(
            or(eq(roomTypePhotos.hash, hash), eq(roomTypePhotos.thumbHash, hash)),
            roomTypes ? inArray(roomTypePhotos.roomType, [...roomTypes]) : undefined,
          ),
        )
        .limit(1);
      return row?.objectPath;
    },
  };
}
