import { and, asc, eq, ne, notExists, sql } from "drizzle-orm";
import { reservations, rooms, type InsertRoom } from "@shared/schema";
import type { RoomStatus } from "@shared/enums";
import type { Db } from "../db";
import { isReferencedRowError } from "../db/pg-errors";
import { jsonRowsQuery } from "../db/json-rows";
import { overlappingStays } from "./reservations";

/** Natural order of room numbers: "2" before "10", then alphabetical ("10A" after "10"). */
const byNumber = [asc(sql`length(${rooms.number})`), asc(rooms.number)];

export function roomsStorage(db: Db) {
  // Named prepared statements only through statementName (server/db): the embedded database serves every pool
  // connection from one PostgreSQL session, so a name prepared on one connection would collide on the next.
  const listJson = jsonRowsQuery(db, "hospeda_rooms_list", rooms, byNumber);
  return {
    list() {
      return db.select().from(rooms).orderBy(...byNumber);
    },
    /** What list() returns, as the JSON text GET /api/rooms sends, written by PostgreSQL (the hot read). */
    listJson,
    async findById(id: string) {
      const [room] = await db.select().from(rooms).where(eq(rooms.id, id));
      return room;
    },
    /**
     * Rooms that can be booked for [checkIn, checkOut) (DECISIONS "Rooms offered"): active, not out of order,
     * and with no live reservation meeting those dates, other than `excludeReservationId` (the one being edited).
     */
    listBookable(checkIn: string, checkOut: string, excludeReservationId?: string) {
      const taken = db
        .select({ one: sql`1` })
        .from(reservations)
        .where(overlappingStays(rooms.id, checkIn, checkOut, excludeReservationId));
      return db
        .select()
        .from(rooms)
        .where(and(eq(rooms.isActive, true), ne(rooms.status, "out_of_order"), notExists(taken)))
        .orderBy(...byNumber);
    },
    async create(values: InsertRoom) {
      const [room] = await db.insert(rooms).values(values).returning();
      return room!;
    },
    async update(id: string, values: Partial<InsertRoom>) {
      const [room] = await db
        .update(rooms)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(rooms.id, id))
        .returning();
      return room;
    },
    updateStatus(id: string, status: RoomStatus) {
      return this.update(id, { status });
    },
    /**
     * Deletes a room that nothing refers to. The foreign keys (restrict) make the check and the delete one
     * atomic step: 'deleted', 'missing', or 'referenced' when reservations or stays point at it.
     */
    async remove(id: string): Promise<"deleted" | "missing" | "referenced"> {
      try {
        const deleted = await db.delete(rooms).where(eq(rooms.id, id)).returning({ id: rooms.id });
        return deleted.length ? "deleted" : "missing";
      } catch (error) {
        if (isReferencedRowError(error)) return "referenced";
        throw error;
      }
    },
  };
}
