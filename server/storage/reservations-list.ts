// The reservations list (docs/product.md §12.5): pages searched, filtered by status and by a day, and the counts.
import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { LIVE_RESERVATION_STATUSES, RESERVATION_STATUSES, type ReservationStatus } from "@shared/enums";
import type { Page } from "@shared/api/lists";
import type { ReservationSummary, ReservationView } from "@shared/api/reservations";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { ReservationListQuery } from "@shared/validators/reservations";
import type { DbOrTx } from "../db";
import { countsTotal, keysetOrder, type KeysetKey } from "./paging";
import { reservationView } from "./reservations";
import { guestOrRoomMatches, readSearchTerm } from "./search";

/** The list's orders (docs/product.md §12.5), each with the id breaking ties; migrations/0006 indexes each. */
const SORT_KEYS: Record<NonNullable<ReservationListQuery["sort"]>, KeysetKey> = {
  checkInDate: { expr: reservations.checkInDate, kind: "date" },
  checkOutDate: { expr: reservations.checkOutDate, kind: "date" },
  createdAt: { expr: reservations.createdAt, kind: "timestamp" },
};

/**
 * The statuses a list query keeps, or undefined for all: `status` (one or several) and `live` together. A day's
 * filter (arrivals, departures, in-house) keeps the live ones: a cancelled booking is nobody's arrival.
 */
function statusesOf(query: ReservationListQuery): readonly ReservationStatus[] | undefined {
  const byDay = query.arrivals ?? query.departures ?? query.inHouse;
  const liveOnly = query.live ?? (byDay ? true : undefined);
  if (liveOnly === undefined) return query.status;
  const live: readonly string[] = LIVE_RESERVATION_STATUSES;
  const wanted = RESERVATION_STATUSES.filter((status) => live.includes(status) === liveOnly);
  return query.status ? query.status.filter((status) => wanted.includes(status)) : wanted;
}

/** The day filters: arriving on, leaving on, or sleeping in the house the night of that day. */
function dayWhere(query: ReservationListQuery) {
  return and(
    query.arrivals ? eq(reservations.checkInDate, query.arrivals) : undefined,
    query.departures ? eq(reservations.checkOutDate, query.departures) : undefined,
    query.inHouse
      ? and(lte(reservations.checkInDate, query.inHouse), gt(reservations.checkOutDate, query.inHouse))
      : undefined,
  );
}

/** What a list query keeps: its search (server/storage/search.ts: the guest, or the room's number), statuses, days. */
async function listWhere(db: DbOrTx, query: ReservationListQuery): Promise<SQL | undefined> {
  const term = readSearchTerm(query.search);
  const statuses = statusesOf(query);
  const columns = { guestId: reservations.guestId, roomId: reservations.roomId };
  return and(
    term ? await guestOrRoomMatches(db, term, columns) : undefined,
    statuses ? (statuses.length ? inArray(reservations.status, statuses) : sql`false`) : undefined,
    dayWhere(query),
  );
}

export function reservationListStorage(db: DbOrTx) {
  const pageQuery = (query: ReservationListQuery & { limit: number }, where: SQL | undefined) => {
    const order = keysetOrder(
      [SORT_KEYS[query.sort ?? "checkInDate"], { expr: reservations.id, kind: "uuid" }],
      query.dir ?? "desc",
    );
    const statement = db
      .select({ ...reservationView, cursorKey: order.cursorKey })
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
      return db
        .select(reservationView)
        .from(reservations)
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .innerJoin(rooms, eq(rooms.id, reservations.roomId))
        .orderBy(desc(reservations.checkInDate), desc(reservations.createdAt));
    },
    /**
     * One page of the list (docs/product.md §12.5): searched, filtered by status and day, in the order asked
     * (latest check-in first by default); the total on the first page.
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
  };
}
