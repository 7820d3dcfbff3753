// rooms: the pousada's rooms, in natural number order. Their hot list read is rooms-json.ts.
import { and, asc, eq, getTableColumns, ne, notExists, sql } from "drizzle-orm";
import type { CurrentStay } from "@shared/api/rooms";
import { guests } from "@shared/schema/guests";
import type { RoomStatus } from "@shared/enums";
import { reservationSegments } from "@shared/schema/reservation-segments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { checkInOut } from "@shared/schema/stays";
import type { InsertRoom } from "@shared/validators/rooms";
import type { DbOrTx } from "../db";
import { isReferencedRowError } from "../db/pg-errors";
import { overlappingSegments } from "./reservation-segments";

/** Natural order of room numbers: "2" before "10", then alphabetical ("10A" after "10"). */
export const byNumber = [asc(sql`length(${rooms.number})`), asc(rooms.number)];

/**
 * The guest in the room now, as JSON (docs/product.md §5.2): the open stay there (its room follows a room move) with
 * the guest's name, the departure date and where the stay was sold (its origem, and the channel of a stay made from a
 * channel's block: docs/product.md §17), or null. Aliased by hand: a one-table select writes its columns unqualified.
 */
export const currentStayOfRoom = sql<CurrentStay | null>`(
  SELECT json_build_object('reservationId', s.reservation_id, 'stayId', s.id,
    'guestName', g.first_name || ' ' || g.last_name, 'checkOutDate', r.check_out_date, 'origem', r.origem,
    'channel', CASE WHEN r.origem = 'canal' THEN (SELECT f.channel FROM room_blocks b
      JOIN calendar_feeds f ON f.id = b.feed_id WHERE b.reservation_id = r.id LIMIT 1) END)
  FROM ${checkInOut} s
  JOIN ${reservations} r ON r.id = s.reservation_id
  JOIN ${guests} g ON g.id = s.guest_id
  WHERE s.room_id = ${rooms}.id AND s.check_in_time IS NOT NULL AND s.check_out_time IS NULL
  ORDER BY s.check_in_time DESC LIMIT 1)`;

export function roomsStorage(db: DbOrTx) {
  return {
    /** Every room with the guest in it now (GET /api/rooms answers the same from rooms-json.ts). */
    list() {
      return db
        .select({ ...getTableColumns(rooms), currentStay: currentStayOfRoom })
        .from(rooms)
        .orderBy(...byNumber);
    },
    async findById(id: string) {
      const [room] = await db.select().from(rooms).where(eq(rooms.id, id));
      return room;
    },
    /** The room, locked until the transaction ends: two desks checking guests into it take turns. */
    async lockById(id: string) {
      const [room] = await db.select().from(rooms).where(eq(rooms.id, id)).for("update");
      return room;
    },
    /**
     * Rooms that can be booked for [checkIn, checkOut) (docs/product.md §7.3): active, not out of order,
     * and with no live segment meeting those dates, other than `excludeReservationId`'s (the one being edited or
     * moved).
     */
    listBookable(checkIn: string, checkOut: string, excludeReservationId?: string) {
      const taken = db
        .select({ one: sql`1` })
        .from(reservationSegments)
        .where(overlappingSegments(rooms.id, checkIn, checkOut, excludeReservationId));
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
    /** Housekeeping's and the front desk's status changes, stamped `at` (the front desk's clock). */
    async updateStatus(id: string, status: RoomStatus, at = new Date()) {
      const [room] = await db.update(rooms).set({ status, updatedAt: at }).where(eq(rooms.id, id)).returning();
      return room;
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
