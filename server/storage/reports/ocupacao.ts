// The Ocupação tab's reads (docs/decisions/0017, 0056): nights sold and their revenue by room type and by season,
// the active rooms, and rooms sold night by night. Calendar dates "YYYY-MM-DD", `toNext` the day after the period's last one.
// The nights come from resumo_noites_vendidas (migrations/0029), one row per night of each sold stay with its room
// and its share of the stay's total, kept by triggers in the writers' transactions: a year reads its nights by the
// night's index instead of sharing out every stay of the period per request (server/routes/nights-sold.test.ts holds
// them to that full scan).
import { sql } from "drizzle-orm";
import { shiftDate } from "@shared/pousada-time";
import { resumoNoitesVendidas } from "@shared/schema/nights-sold";
import { rates } from "@shared/schema/rates";
import { reservationSegments } from "@shared/schema/reservation-segments";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../../db";

/** The summary's nights `x` inside [from, toNext), found by its index on the night. */
const inPeriod = (from: string, toNext: string) => sql`x.night >= ${from}::date AND x.night < ${toNext}::date`;

/** A segment `s` of reservation_segments holding the night `night` (its range index, migrations/0011). */
const holds = (night: string) =>
  sql`daterange(s.check_in_date, s.check_out_date, '[)') @> ${night}::date AND s.check_in_date < ${night}::date`;

/**
 * The revenue of the nights inside [from, toNext) of stays without a nightly breakdown, as the reports always had it:
 * each segment's nights inside prorated from the stay's total, rounded per segment. A segment the period holds whole
 * has that figure on its first night (`segment_revenue`, its own partial index, migrations/0038); the few crossing
 * the period's edges are prorated here. A segment's nights before `from` or from `toNext` on are outside, so a
 * crossing segment holds the night `from` (begun before it) or `toNext` (ending after it): they are found in the
 * segments' range index and their nights inside by the summary's key, instead of filtering every night of the period.
 * Rows (room_id, revenue), `nights` 0: their nights are counted with the others.
 */
const proratedRevenue = (from: string, toNext: string) => sql`
  SELECT x.room_id, 0 AS inside, sum(x.segment_revenue) AS revenue
  FROM ${resumoNoitesVendidas} x
  WHERE ${inPeriod(from, toNext)} AND x.segment_revenue IS NOT NULL AND x.segment_to <= ${toNext}::date
  GROUP BY x.room_id
  UNION ALL
  SELECT x.room_id, 0, round(min(x.prorata_total) * count(*) / min(x.prorata_nights), 2)
  FROM ${reservationSegments} s
  JOIN ${resumoNoitesVendidas} x ON x.reservation_id = s.reservation_id AND x.segment_id = s.id AND ${inPeriod(from, toNext)}
  WHERE ((${holds(from)}) OR (${holds(toNext)})) AND NOT x.priced
  GROUP BY x.segment_id, x.room_id`;

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
        SELECT ro.type, coalesce(sum(y.inside), 0)::int AS nights, coalesce(sum(y.revenue), 0)::text AS revenue
        FROM (
          SELECT x.room_id, count(*) AS inside, sum(x.revenue) AS revenue
          FROM ${resumoNoitesVendidas} x WHERE ${inPeriod(from, toNext)} AND x.segment_id IS NOT NULL GROUP BY x.room_id
          UNION ALL ${proratedRevenue(from, toNext)}
        ) y JOIN ${rooms} ro ON ro.id = y.room_id
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
          SELECT coalesce(ra.name, x.rule) AS season, 1 AS nights, x.revenue
          FROM ${resumoNoitesVendidas} x LEFT JOIN ${rates} ra ON ra.id = x.rate_id
          WHERE ${inPeriod(from, toNext)} AND x.revenue IS NOT NULL
          UNION ALL
          SELECT NULL, count(*), NULL FROM ${resumoNoitesVendidas} x
          WHERE ${inPeriod(from, toNext)} AND NOT x.priced AND x.segment_id IS NOT NULL HAVING count(*) > 0
          UNION ALL
          SELECT NULL, p.inside, p.revenue FROM (${proratedRevenue(from, toNext)}) p
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
     * Rooms sold each night of [from, to], from the segments (one room a night per stay): one row per date, the
     * summary's nights held by a segment counted by date.
     */
    async roomsSoldByDay(from: string, to: string) {
      const { rows } = await db.execute<{ date: string; sold: number }>(sql`
        SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(n.sold, 0)::int AS sold
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
        LEFT JOIN (
          SELECT x.night, count(*) AS sold FROM ${resumoNoitesVendidas} x
          WHERE ${inPeriod(from, shiftDate(to, 1))} AND x.segment_id IS NOT NULL
          GROUP BY x.night
        ) n ON n.night = d::date
        ORDER BY d`);
      return rows;
    },
  };
}
