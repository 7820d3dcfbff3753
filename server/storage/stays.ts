// check_in_out: one stay per reservation, from check-in to check-out.
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { checkInOut } from "@shared/schema/stays";
import type { Page } from "@shared/api/lists";
import type { StayView } from "@shared/api/stays";
import type { PageQuery } from "@shared/validators/lists";
import type { DbOrTx } from "../db";
import { keysetOrder, pageWithTotal } from "./paging";
import { guestOrRoomMatches, readSearchTerm } from "./search";

/** A stay with who, where and the booking it comes from: what the front desk lists show. */
const view = {
  id: checkInOut.id,
  reservationId: checkInOut.reservationId,
  guestId: checkInOut.guestId,
  roomId: checkInOut.roomId,
  checkInTime: checkInOut.checkInTime,
  checkOutTime: checkInOut.checkOutTime,
  actualCheckInDate: checkInOut.actualCheckInDate,
  actualCheckOutDate: checkInOut.actualCheckOutDate,
  notes: checkInOut.notes,
  createdAt: checkInOut.createdAt,
  updatedAt: checkInOut.updatedAt,
  guest: { firstName: guests.firstName, lastName: guests.lastName, phone: guests.phone },
  room: { number: rooms.number, type: rooms.type },
  reservation: {
    checkInDate: reservations.checkInDate,
    checkOutDate: reservations.checkOutDate,
    numberOfGuests: reservations.numberOfGuests,
    totalAmount: reservations.totalAmount,
    status: reservations.status,
  },
};

/**
 * The latest check-in first, the id breaking ties (check_in_out_check_in_order_idx); a stay has its check-in time
 * from its first moment, the creation time only stands in for a row written without one.
 */
const latestFirst = keysetOrder(
  [
    { expr: sql`coalesce(${checkInOut.checkInTime}, ${checkInOut.createdAt})`, kind: "timestamp" },
    { expr: checkInOut.id, kind: "uuid" },
  ],
  "desc",
);

/** A search among stays: their guest or their room's number, as among reservations (server/storage/search.ts). */
async function searchWhere(db: DbOrTx, search: string | undefined) {
  const term = readSearchTerm(search);
  if (!term) return undefined;
  const columns = { guestId: checkInOut.guestId, roomId: checkInOut.roomId };
  return await guestOrRoomMatches(db, term, columns);
}

export function staysStorage(db: DbOrTx) {
  const selectView = () =>
    db
      .select(view)
      .from(checkInOut)
      .innerJoin(guests, eq(guests.id, checkInOut.guestId))
      .innerJoin(rooms, eq(rooms.id, checkInOut.roomId))
      .innerJoin(reservations, eq(reservations.id, checkInOut.reservationId));

  return {
    /** Every stay, the latest check-in first. */
    list() {
      return selectView().orderBy(desc(checkInOut.checkInTime));
    },
    /** One page of every stay ever (GET /api/checkinout with limit, cursor or search), the latest check-in first. */
    async page(query: PageQuery & { limit: number }): Promise<Page<StayView>> {
      const where = await searchWhere(db, query.search);
      return pageWithTotal(query, {
        rows: db
          .select({ ...view, cursorKey: latestFirst.cursorKey })
          .from(checkInOut)
          .innerJoin(guests, eq(guests.id, checkInOut.guestId))
          .innerJoin(rooms, eq(rooms.id, checkInOut.roomId))
          .innerJoin(reservations, eq(reservations.id, checkInOut.reservationId))
          .where(and(where, latestFirst.after(query.cursor)))
          .orderBy(...latestFirst.orderBy)
          .limit(query.limit + 1),
        count: () => db.select({ total: count() }).from(checkInOut).where(where),
        page: (fetched) => latestFirst.page(fetched, query.limit),
      });
    },
    /** Guests in the house: checked in and not yet out, the earliest expected departure first. */
    listActive() {
      return selectView()
        .where(and(isNotNull(checkInOut.checkInTime), isNull(checkInOut.checkOutTime)))
        .orderBy(asc(reservations.checkOutDate), asc(rooms.number));
    },
    async findView(id: string) {
      const [stay] = await selectView().where(eq(checkInOut.id, id));
      return stay;
    },
    /** The stay, locked until the transaction ends: two desks checking out the same stay take turns. */
    async lockById(id: string) {
      const [stay] = await db.select().from(checkInOut).where(eq(checkInOut.id, id)).for("update");
      return stay;
    },
    /** Every stay ever recorded. */
    async count() {
      const [row] = await db.select({ total: count() }).from(checkInOut);
      return row!.total;
    },
    async insert(values: typeof checkInOut.$inferInsert) {
      const [stay] = await db.insert(checkInOut).values(values).returning({ id: checkInOut.id });
      return stay!.id;
    },
    /**
     * Closes an open stay at `at`, replacing its note when `notes` is given; undefined when there is none open
     * (already checked out, or no such stay).
     */
    async close(id: string, at: Date, notes?: string) {
      const [stay] = await db
        .update(checkInOut)
        .set({ checkOutTime: at, actualCheckOutDate: at, updatedAt: at, ...(notes !== undefined && { notes }) })
        .where(and(eq(checkInOut.id, id), isNull(checkInOut.checkOutTime)))
        .returning();
      return stay;
    },
    /** The open stay of a reservation, locked: a room move moves it with its guest. */
    async lockOpenForReservation(reservationId: string) {
      const [stay] = await db
        .select()
        .from(checkInOut)
        .where(and(eq(checkInOut.reservationId, reservationId), isNull(checkInOut.checkOutTime)))
        .for("update");
      return stay;
    },
    async setRoom(id: string, roomId: string, at: Date) {
      await db.update(checkInOut).set({ roomId, updatedAt: at }).where(eq(checkInOut.id, id));
    },
  };
}
