// reservations: the bookings, read with their guest and room.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lte,
  gte,
  ne,
  notExists,
  or,
  sql,
  type Column,
  type SQL,
} from "drizzle-orm";
import {
  LIVE_RESERVATION_STATUSES,
  RELEASED_RESERVATION_STATUSES,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from "@shared/enums";
import type { Page } from "@shared/api/lists";
import type { ReservationSummary, ReservationView } from "@shared/api/reservations";
import { inList } from "@shared/schema/columns";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { checkInOut } from "@shared/schema/stays";
import type { InsertReservation, ReservationListQuery, UpdateReservation } from "@shared/validators/reservations";
import type { DbOrTx } from "../db";
import { isReferencedRowError } from "../db/pg-errors";
import { countsTotal, keysetOrder, type KeysetKey } from "./paging";
import { staysAsCompanion } from "./reservation-guests";
import { guestOrRoomMatches, readSearchTerm } from "./search";

/** A reservation with its guest's name and phone and its room's number: what every read of the API gives. */
const view = {
  ...getTableColumns(reservations),
  guest: { id: guests.id, firstName: guests.firstName, lastName: guests.lastName, phone: guests.phone },
  room: { id: rooms.id, number: rooms.number, type: rooms.type, pricePerNight: rooms.pricePerNight },
};

/** The stay as a range, [check-in, check-out): the same expression the GiST indexes are built on. */
const stayRange = sql`daterange(${reservations.checkInDate}, ${reservations.checkOutDate}, '[)')`;
const meetsWindow = (from: string, to: string) => sql`${stayRange} && daterange(${from}::date, ${to}::date, '[)')`;
/**
 * The reservation holds its room (LIVE_RESERVATION_STATUSES). Written with literals, exactly as the no-overlap
 * constraint's WHERE (migrations/0001), so the planner may use that partial index; server/db/no-overlap.test.ts
 * compares the two as PostgreSQL reads them.
 */
export const holdsRoom = sql`${reservations.status} NOT IN (${inList(RELEASED_RESERVATION_STATUSES)})`;

/** Live reservations of the room given by `roomId` that meet [from, to), but for `excludeId`. */
export function overlappingStays(roomId: Column | string, from: string, to: string, excludeId?: string) {
  return and(
    eq(reservations.roomId, roomId),
    holdsRoom,
    meetsWindow(from, to),
    excludeId ? ne(reservations.id, excludeId) : undefined,
  );
}

/** The list's orders (docs/product.md §12.5), each with the id breaking ties; migrations/0006 indexes each. */
const SORT_KEYS: Record<NonNullable<ReservationListQuery["sort"]>, KeysetKey> = {
  checkInDate: { expr: reservations.checkInDate, kind: "date" },
  checkOutDate: { expr: reservations.checkOutDate, kind: "date" },
  createdAt: { expr: reservations.createdAt, kind: "timestamp" },
};

/** The statuses a list query keeps, or undefined for all: `status` (one or several) and `live` together. */
function statusesOf(query: Pick<ReservationListQuery, "status" | "live">): readonly ReservationStatus[] | undefined {
  if (query.live === undefined) return query.status;
  const live: readonly string[] = LIVE_RESERVATION_STATUSES;
  const wanted = RESERVATION_STATUSES.filter((status) => live.includes(status) === query.live);
  return query.status ? query.status.filter((status) => wanted.includes(status)) : wanted;
}

/** What a list query keeps: its search (server/storage/search.ts: the guest, or the room's number) and statuses. */
async function listWhere(db: DbOrTx, query: ReservationListQuery): Promise<SQL | undefined> {
  const term = readSearchTerm(query.search);
  const statuses = statusesOf(query);
  const columns = { guestId: reservations.guestId, roomId: reservations.roomId };
  return and(
    term ? await guestOrRoomMatches(db, term, columns) : undefined,
    statuses ? (statuses.length ? inArray(reservations.status, statuses) : sql`false`) : undefined,
  );
}

export function reservationsStorage(db: DbOrTx) {
  const selectView = () =>
    db
      .select(view)
      .from(reservations)
      .innerJoin(guests, eq(guests.id, reservations.guestId))
      .innerJoin(rooms, eq(rooms.id, reservations.roomId));

  const pageQuery = (query: ReservationListQuery & { limit: number }, where: SQL | undefined) => {
    const order = keysetOrder(
      [SORT_KEYS[query.sort ?? "checkInDate"], { expr: reservations.id, kind: "uuid" }],
      query.dir ?? "desc",
    );
    const statement = db
      .select({ ...view, cursorKey: order.cursorKey })
      .from(reservations)
      .innerJoin(guests, eq(guests.id, reservations.guestId))
      .innerJoin(rooms, eq(rooms.id, reservations.roomId))
      .where(and(where, order.after(query.cursor)))
      .orderBy(...order.orderBy)
      .limit(query.limit + 1);
    return { order, statement };
  };

  return {
    /** Every reservation, the latest stays first. */
    list() {
      return selectView().orderBy(desc(reservations.checkInDate), desc(reservations.createdAt));
    },
    /**
     * One page of the list (docs/product.md §12.5): searched, filtered by status, in the order asked (latest
     * check-in first by default); the total on the first page.
     */
    async page(query: ReservationListQuery & { limit: number }): Promise<Page<ReservationView>> {
      const where = await listWhere(db, query);
      const { order, statement } = pageQuery(query, where);
      const [fetched, total] = await Promise.all([
        statement,
        countsTotal(query)
          ? db
              .select({ total: count() })
              .from(reservations)
              .where(where)
              .then(([row]) => row!.total)
          : undefined,
      ]);
      return { ...order.page(fetched, query.limit), ...(total !== undefined && { total }) };
    },
    /** The SQL of a page, as it runs (the bench explains it). */
    async pageSql(query: ReservationListQuery & { limit: number }) {
      return pageQuery(query, await listWhere(db, query)).statement.toSQL();
    },
    /**
     * How many reservations there are in each status, and in all. One count per status, each read from
     * reservations_status_order_idx alone: cheaper than grouping a scan of the whole table.
     */
    async summary(): Promise<ReservationSummary> {
      const { rows } = await db.execute<{ status: ReservationStatus; count: number }>(sql`
        SELECT s.status, (SELECT count(*) FROM ${reservations} WHERE ${reservations.status} = s.status)::int AS count
        FROM unnest(${sql.param([...RESERVATION_STATUSES])}::text[]) AS s(status)`);
      const summary = { total: 0 } as ReservationSummary;
      for (const { status, count } of rows) {
        summary[status] = count;
        summary.total += count;
      }
      return summary;
    },
    /**
     * Confirmed reservations due on `today` or earlier, not yet over, with no check-in (docs/product.md §8.3: the front
     * desk's 'Aguardando'), earliest check-in first; a stay whose dates are over is a no-show, not an arrival.
     */
    listPendingCheckIns(today: string) {
      const hasStay = db
        .select({ one: sql`1` })
        .from(checkInOut)
        .where(eq(checkInOut.reservationId, reservations.id));
      return selectView()
        .where(
          and(
            eq(reservations.status, "confirmed"),
            lte(reservations.checkInDate, today),
            gte(reservations.checkOutDate, today),
            notExists(hasStay),
          ),
        )
        .orderBy(asc(reservations.checkInDate), asc(rooms.number));
    },
    /** One guest's reservations, as main guest or as companion, the latest stays first (their details panel). */
    listForGuest(guestId: string) {
      return selectView()
        .where(or(eq(reservations.guestId, guestId), staysAsCompanion(guestId)))
        .orderBy(desc(reservations.checkInDate), desc(reservations.createdAt));
    },
    /**
     * The live stays meeting [from, to), with only what the map's bars show: a desktop month holds thousands of
     * them, and the full view (room, notes, totals) would triple the bytes to read, encode and send.
     */
    listInWindow(from: string, to: string) {
      return db
        .select({
          id: reservations.id,
          roomId: reservations.roomId,
          checkInDate: reservations.checkInDate,
          checkOutDate: reservations.checkOutDate,
          status: reservations.status,
          guestFirstName: guests.firstName,
          guestLastName: guests.lastName,
        })
        .from(reservations)
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .where(and(meetsWindow(from, to), holdsRoom))
        .orderBy(asc(reservations.roomId), asc(reservations.checkInDate));
    },
    async findView(id: string) {
      const [reservation] = await selectView().where(eq(reservations.id, id));
      return reservation;
    },
    async findById(id: string) {
      const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id));
      return reservation;
    },
    /** The reservation, locked until the transaction ends: two desks checking it in take turns. */
    async lockById(id: string) {
      const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id)).for("update");
      return reservation;
    },
    async create(values: InsertReservation & { totalAmount: string }) {
      const [created] = await db.insert(reservations).values(values).returning({ id: reservations.id });
      return created!.id;
    },
    /**
     * Updates a reservation only if its status is still `expectedStatus`, so a status move checked against a
     * stale read cannot land: false when the row changed (or vanished) in between.
     */
    async update(id: string, expectedStatus: ReservationStatus, values: Partial<UpdateReservation>) {
      const updated = await db
        .update(reservations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(reservations.id, id), eq(reservations.status, expectedStatus)))
        .returning({ id: reservations.id });
      return updated.length > 0;
    },
    /** The moves only check-in and check-out make (checked_in, completed), on a row the caller has locked. */
    async setStatus(id: string, status: ReservationStatus, at: Date) {
      await db.update(reservations).set({ status, updatedAt: at }).where(eq(reservations.id, id));
    },
    /** 'referenced' when a stay, a payment or a consumption points at it (foreign keys, restrict). */
    async remove(id: string): Promise<"deleted" | "missing" | "referenced"> {
      try {
        const deleted = await db.delete(reservations).where(eq(reservations.id, id)).returning({ id: reservations.id });
        return deleted.length ? "deleted" : "missing";
      } catch (error) {
        if (isReferencedRowError(error)) return "referenced";
        throw error;
      }
    },
  };
}
