// The Hóspedes tab's reads (docs/decisions/0017): the guests, the reservations made in the period (the summary's count
// too), the top spenders, and new against returning guests.
import { sql } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import type { DbOrTx } from "../../db";
import { netPaymentMoves } from "./net-payments";

/** The reservations a period counts as made (docs/decisions/0017): every status but cancelled and no-show. */
export const MADE_STATUSES = sql.raw(`('pending', 'confirmed', 'checked_in', 'completed')`);

export function hospedesReportStorage(db: DbOrTx) {
  return {
    /** Reservations created in [start, end), cancelled and no-show left out. */
    async countReservationsMade(start: Date, end: Date) {
      const { rows } = await db.execute<{ total: number }>(sql`
        SELECT count(*)::int AS total FROM ${reservations}
        WHERE ${reservations.status} IN ${MADE_STATUSES}
          AND ${reservations.createdAt} >= ${start} AND ${reservations.createdAt} < ${end}`);
      return rows[0]!.total;
    },

    async guestCounts() {
      const { rows } = await db.execute<{ total: number; withEmail: number }>(sql`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE coalesce(${guests.email}, '') <> '')::int AS "withEmail"
        FROM ${guests}`);
      return rows[0]!;
    },

    /**
     * The guests who spent most in [start, end): their payments minus their refunds, positive only. A year holds
     * some 17,000 spenders: the guests' names are read for those at or above the limit-th amount only (ties kept,
     * so the order by name among them stays whole), not for every spender before the sort.
     */
    async topSpenders(start: Date, end: Date, limit: number) {
      const { rows } = await db.execute<{
        id: string;
        firstName: string;
        lastName: string;
        createdAt: Date | string;
        spent: string;
      }>(sql`
        WITH spenders AS MATERIALIZED (
          SELECT key AS guest_id, sum(amount) AS spent FROM (${netPaymentMoves(payments.guestId, start, end)}) moves
          GROUP BY key HAVING sum(amount) > 0
        )
        SELECT g.id, g.first_name AS "firstName", g.last_name AS "lastName", g.created_at AS "createdAt",
               s.spent::text AS spent
        FROM spenders s JOIN ${guests} g ON g.id = s.guest_id
        WHERE s.spent >= coalesce((SELECT spent FROM spenders ORDER BY spent DESC OFFSET ${limit - 1} LIMIT 1), 0)
        ORDER BY s.spent DESC, g.first_name, g.last_name, g.id
        LIMIT ${limit}`);
      return rows;
    },

    /** Guests with a reservation made in [start, end): new (none made before) and returning. */
    async newAndReturningGuests(start: Date, end: Date) {
      const { rows } = await db.execute<{ newGuests: number; returningGuests: number }>(sql`
        SELECT count(*) FILTER (WHERE NOT came_before)::int AS "newGuests", count(*) FILTER (WHERE came_before)::int AS "returningGuests"
        FROM (
          SELECT DISTINCT r.guest_id, EXISTS (
            SELECT 1 FROM ${reservations} earlier
            WHERE earlier.guest_id = r.guest_id AND earlier.status IN ${MADE_STATUSES} AND earlier.created_at < ${start}
          ) AS came_before
          FROM ${reservations} r
          WHERE r.status IN ${MADE_STATUSES} AND r.created_at >= ${start} AND r.created_at < ${end}
        ) g`);
      return rows[0]!;
    },
  };
}
