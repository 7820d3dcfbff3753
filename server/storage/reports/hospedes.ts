// The Hóspedes tab's reads (docs/decisions/0017, 0070): the guests, the reservations made in the period (the summary's
// count too), the top spenders, and new against returning guests.
import { sql } from "drizzle-orm";
import { resumoPrimeiraReserva, resumoPrimeiraReservaPendente } from "@shared/schema/first-reservations";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import type { DbOrTx } from "../../db";
import { netSpendByGuest } from "./net-payments";

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
     * The guests who spent most in [start, end): their payments minus their refunds, positive only, summed in
     * centavos from the guests' months (netSpendByGuest). A year holds some 17,000 spenders: the guests' names are
     * read for those at or above the limit-th amount only (ties kept, so the order by name among them stays whole),
     * not for every spender before the sort.
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
          SELECT key AS guest_id, sum(centavos)::bigint AS spent FROM (${netSpendByGuest(start, end)}) moves
          GROUP BY key HAVING sum(centavos) > 0
        )
        SELECT g.id, g.first_name AS "firstName", g.last_name AS "lastName", g.created_at AS "createdAt",
               (s.spent * 0.01)::text AS spent
        FROM spenders s JOIN ${guests} g ON g.id = s.guest_id
        WHERE s.spent >= coalesce((SELECT spent FROM spenders ORDER BY spent DESC OFFSET ${limit - 1} LIMIT 1), 0)
        ORDER BY s.spent DESC, g.first_name, g.last_name, g.id
        LIMIT ${limit}`);
      return rows;
    },

    /**
     * Guests with a reservation made in [start, end): new (their first made reservation is in the period) and
     * returning (they had made one before). The marked guests' first reservations are recomputed first, in one
     * statement, so the marks it takes and the reservations it reads are of the same moment; one report at a time
     * does it (an advisory lock), and the others find the marks gone.
     */
    async newAndReturningGuests(start: Date, end: Date) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('resumo_primeira_reserva'))`);
        await tx.execute(sql`
          WITH marked AS (DELETE FROM ${resumoPrimeiraReservaPendente} RETURNING guest_id),
          fresh AS (
            SELECT m.guest_id, (
              SELECT min(r.created_at) FROM ${reservations} r
              WHERE r.guest_id = m.guest_id AND r.status IN ${MADE_STATUSES}
            ) AS first_made
            FROM (SELECT DISTINCT guest_id FROM marked) m
          ),
          gone AS (
            DELETE FROM ${resumoPrimeiraReserva} s USING fresh f
            WHERE s.guest_id = f.guest_id AND f.first_made IS NULL
          )
          INSERT INTO ${resumoPrimeiraReserva} (guest_id, primeira_em)
          SELECT guest_id, first_made FROM fresh WHERE first_made IS NOT NULL
          ON CONFLICT (guest_id) DO UPDATE SET primeira_em = excluded.primeira_em`);
        const { rows } = await tx.execute<{ guests: number; newGuests: number }>(sql`
          SELECT (
            SELECT count(DISTINCT guest_id) FROM ${reservations}
            WHERE status IN ${MADE_STATUSES} AND created_at >= ${start} AND created_at < ${end}
          )::int AS guests, (
            SELECT count(*) FROM ${resumoPrimeiraReserva} WHERE primeira_em >= ${start} AND primeira_em < ${end}
          )::int AS "newGuests"`);
        const { guests: inPeriod, newGuests } = rows[0]!;
        return { newGuests, returningGuests: inPeriod - newGuests };
      });
    },
  };
}
