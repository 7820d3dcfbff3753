// The Ocupação tab's reads (docs/decisions/0017, 0056): nights sold and their revenue by room type and by season,
// the active rooms, and rooms sold night by night. Calendar dates "YYYY-MM-DD", `toNext` the day after the period's last one.
import { sql } from "drizzle-orm";
import { shiftDate } from "@shared/pousada-time";
import { reservationSegments } from "@shared/schema/reservation-segments";
import { rates } from "@shared/schema/rates";
import { reservationNights, reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../../db";

/** Reservations whose nights count as sold: booked for sure, in the house, or stayed. */
const SOLD = sql.raw(`('confirmed', 'checked_in', 'completed')`);

/**
 * The nights of reservation `r` with each night's room revenue: the stay's agreed total shared out by the prices of
 * the nightly breakdown it was sold with (a discounted stay earns what was agreed; a high-season night more than a
 * low one), equally when those prices are all zero. Rounded on the running sum, so the nights add up to the total
 * to the centavo and any run of nights to the difference of two rounded values.
 */
const nightsOfStay = sql`(
  SELECT night, rule, rate_id,
         round(r.total_amount * cum / total_w, 2) - round(r.total_amount * (cum - w) / total_w, 2) AS revenue
  FROM (SELECT night, rule, rate_id, w, sum(w) OVER (ORDER BY night) AS cum, sum(w) OVER () AS total_w
        FROM (SELECT night, rule, rate_id, CASE WHEN sum(price) OVER () > 0 THEN price ELSE 1 END AS w
              FROM ${reservationNights} WHERE reservation_id = r.id) weights) running)`;

/**
 * Segment `s` meets [from, toNext): written as the overlap of ranges, so the segments' range index finds the period's
 * few thousand among a hundred thousand (the comparison of the two dates scanned them all: 60 → 22 ms for a month
 * of the benches' hotel, bench:money).
 */
const segmentMeets = (from: string, toNext: string) =>
  sql`daterange(s.check_in_date, s.check_out_date, '[)') && daterange(${from}::date, ${toNext}::date, '[)')`;

/**
 * Each sold segment meeting [from, toNext): its room, its nights inside, whether its stay has a nightly breakdown
 * (`priced`) and the revenue of those nights: nightsOfStay's, else the stay's total prorated to its nights.
 */
const segmentsInside = (from: string, toNext: string) => sql`
  SELECT s.room_id, b.hi - b.lo AS inside, n.priced,
    CASE WHEN n.priced THEN coalesce(n.revenue_inside, 0)
      ELSE round(r.total_amount * (b.hi - b.lo) / greatest(r.check_out_date - r.check_in_date, 1), 2) END AS revenue
  FROM ${reservationSegments} s JOIN ${reservations} r ON r.id = s.reservation_id
  CROSS JOIN LATERAL (SELECT greatest(s.check_in_date, ${from}::date) AS lo,
                             least(s.check_out_date, ${toNext}::date) AS hi) b
  CROSS JOIN LATERAL (SELECT count(*) > 0 AS priced,
                             sum(nr.revenue) FILTER (WHERE nr.night >= b.lo AND nr.night < b.hi) AS revenue_inside
                      FROM ${nightsOfStay} nr) n
  WHERE r.status IN ${SOLD} AND ${segmentMeets(from, toNext)}`;

export function ocupacaoReportStorage(db: DbOrTx) {
  return {
    /**
     * Per room type: nights sold inside [from, toNext), each in the room of its segment (a moved stay counts its
     * nights in each room, docs/product.md §7.4), and the room revenue of those nights: the stay's agreed total
     * shared by the prices of the nightly breakdown it was sold with (reservation_nights, decision 0056), or for a
     * stay without one its total prorated to its nights inside.
     */
    async soldNightsByRoomType(from: string, toNext: string) {
      const { rows } = await db.execute<{ type: string; nights: number; revenue: string }>(sql`
        SELECT ro.type, coalesce(sum(x.inside), 0)::int AS nights, coalesce(sum(x.revenue), 0)::text AS revenue
        FROM (${segmentsInside(from, toNext)}) x JOIN ${rooms} ro ON ro.id = x.room_id
        GROUP BY ro.type`);
      return rows;
    },

    /**
     * Room revenue by the tarifário's layer that priced each night (the season, package, holiday or base by its
     * name now, else the rule the night was sold under); stays without a nightly breakdown come as one row with
     * `season` null, prorated as above. The rows add up to soldNightsByRoomType's.
     */
    async revenueBySeason(from: string, toNext: string) {
      const { rows } = await db.execute<{ season: string | null; nights: number; revenue: string }>(sql`
        SELECT season, sum(nights)::int AS nights, sum(revenue)::text AS revenue FROM (
          SELECT coalesce(ra.name, nr.rule) AS season, 1 AS nights, nr.revenue
          FROM ${reservations} r CROSS JOIN LATERAL ${nightsOfStay} nr
          LEFT JOIN ${rates} ra ON ra.id = nr.rate_id
          WHERE r.status IN ${SOLD}
            AND daterange(r.check_in_date, r.check_out_date, '[)') && daterange(${from}::date, ${toNext}::date, '[)')
            AND nr.night >= ${from}::date AND nr.night < ${toNext}::date
          UNION ALL
          SELECT NULL, x.inside, x.revenue FROM (${segmentsInside(from, toNext)}) x WHERE NOT x.priced
        ) y GROUP BY season ORDER BY sum(revenue) DESC, season`);
      return rows;
    },

    /** Active rooms by type and by status, now. */
    async activeRooms() {
      const { rows } = await db.execute<{ type: string; status: string; total: number }>(sql`
        SELECT ${rooms.type} AS type, ${rooms.status} AS status, count(*)::int AS total FROM ${rooms}
        WHERE ${rooms.isActive} GROUP BY 1, 2`);
      return rows;
    },

    /**
     * Rooms sold each night of [from, to], from the segments (one room a night per stay): one row per date. Each
     * segment overlapping the period is spread over its nights inside it and the nights counted by date, one pass
     * over the period's segments (joining every date to every segment took seconds for a year of 100,000 stays).
     */
    async roomsSoldByDay(from: string, to: string) {
      const { rows } = await db.execute<{ date: string; sold: number }>(sql`
        SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(n.sold, 0)::int AS sold
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
        LEFT JOIN (
          SELECT night::date AS night, count(*) AS sold FROM (
            SELECT generate_series(greatest(s.check_in_date, ${from}::date), least(s.check_out_date - 1, ${to}::date),
                                   interval '1 day') AS night
            FROM ${reservationSegments} s JOIN ${reservations} r ON r.id = s.reservation_id
            WHERE r.status IN ${SOLD} AND ${segmentMeets(from, shiftDate(to, 1))}
          ) nights GROUP BY 1
        ) n ON n.night = d::date
        ORDER BY d`);
      return rows;
    },
  };
}
