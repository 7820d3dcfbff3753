// The Ocupação tab's reads (docs/decisions/0017): nights sold and their revenue by room type, the active rooms, and
// rooms sold night by night. Calendar dates "YYYY-MM-DD", `toNext` the day after the period's last one.
import { sql } from "drizzle-orm";
import { reservationSegments } from "@shared/schema/reservation-segments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../../db";

/** Reservations whose nights count as sold: booked for sure, in the house, or stayed. */
const SOLD = sql.raw(`('confirmed', 'checked_in', 'completed')`);

export function ocupacaoReportStorage(db: DbOrTx) {
  return {
    /**
     * Per room type: nights sold inside [from, toNext), each in the room of its segment (a moved stay counts its
     * nights in each room, docs/product.md §7.4), and the room revenue of those nights (each reservation's total
     * prorated to its nights inside, rounded to the centavo per segment).
     */
    async soldNightsByRoomType(from: string, toNext: string) {
      const { rows } = await db.execute<{ type: string; nights: number; revenue: string }>(sql`
        SELECT ro.type, coalesce(sum(inside), 0)::int AS nights, coalesce(sum(round(x.total_amount * inside / nights, 2)), 0)::text AS revenue
        FROM (
          SELECT s.room_id, r.total_amount,
            least(s.check_out_date, ${toNext}::date) - greatest(s.check_in_date, ${from}::date) AS inside,
            greatest(r.check_out_date - r.check_in_date, 1) AS nights
          FROM ${reservationSegments} s JOIN ${reservations} r ON r.id = s.reservation_id
          WHERE r.status IN ${SOLD} AND s.check_in_date < ${toNext}::date AND s.check_out_date > ${from}::date
        ) x JOIN ${rooms} ro ON ro.id = x.room_id
        GROUP BY ro.type`);
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
            WHERE r.status IN ${SOLD} AND s.check_in_date <= ${to}::date AND s.check_out_date > ${from}::date
          ) nights GROUP BY 1
        ) n ON n.night = d::date
        ORDER BY d`);
      return rows;
    },
  };
}
